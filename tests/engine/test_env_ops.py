"""Environments are data: no command imports or runs verifier.py, and ops are only the engine's own.

A hostile verifier.py writes a file when imported, then exits 0 or sleeps an hour. validate, verify, status and
docs-gen must never run it (the file stays unwritten, nothing hangs, other environments are still reported), and
validate must say it does not match the canonical thin entry.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from forgingground.dataset.verifier_template import verifier_text
from forgingground.environment import Severity, validate_environment

REPO = Path(__file__).resolve().parents[2]
HOSTILE = {
    "notes-writes": "",
    "notes-exits": "sys.exit(0)\n",
    "notes-sleeps": "import time\ntime.sleep(3600)\n",
}
WRITE = "Path(__file__).resolve().parent.joinpath('EXECUTED').write_text('x')\n"
LIMIT = 120  # seconds: generous under load; a command that ran the sleeping verifier would take an hour


def _copy_env(root: Path, name: str) -> Path:
    env = root / "environments" / name
    shutil.copytree(root / "environments" / "notes", env)
    for file, key in (("contract.json", "environment"), ("meta.json", "name")):
        data = json.loads((env / file).read_text())
        data[key] = name
        (env / file).write_text(json.dumps(data))
    (env / "verifier.py").write_text(verifier_text(name))
    return env


@pytest.fixture
def hostile_root(env_root: Path) -> Path:
    """notes, three hostile copies of it, and `notes-broken` with a real error that must still be reported."""
    for name, tail in HOSTILE.items():
        env = _copy_env(env_root, name)
        (env / "verifier.py").write_text(verifier_text(name) + WRITE + tail)
    broken = _copy_env(env_root, "notes-broken")
    contract = json.loads((broken / "contract.json").read_text())
    contract["probes"][0]["endpoint"] = "no.such.endpoint"
    (broken / "contract.json").write_text(json.dumps(contract))
    (env_root / "contracts").mkdir()
    shutil.copy2(REPO / "contracts" / "STATE_PROTOCOL.md", env_root / "contracts")
    shutil.copy2(REPO / "CONTRIBUTING.md", env_root)
    shutil.copy2(REPO / "CITATION.cff", env_root)
    return env_root


def fgb(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    argv = [sys.executable, "-m", "forgingground", "--root", str(root), *args]
    return subprocess.run(argv, capture_output=True, text=True, timeout=LIMIT, cwd=root)


def executed(root: Path) -> list[str]:
    return sorted(name for name in HOSTILE if (root / "environments" / name / "EXECUTED").exists())


def test_validate_never_runs_verifier_and_reports_every_environment(hostile_root: Path) -> None:
    result = fgb(hostile_root, "validate")
    assert executed(hostile_root) == []
    assert result.returncode == 1 and "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    for name in HOSTILE:
        mine = [line for line in lines if line.startswith(f"environments/{name}/verifier.py:: error: has ")]
        assert len(mine) == 1 and "after the canonical thin entry" in mine[0], result.stdout
    assert "environments/notes-broken/contract.json:/probes/0/endpoint: error:" in result.stdout
    assert "environments/notes/" not in result.stdout  # the good one stays clean
    assert "5 environment(s) checked" in result.stdout


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_verify_refuses_a_hostile_environment_without_running_it(hostile_root: Path, name: str) -> None:
    result = fgb(hostile_root, "verify", name, "--url", "http://127.0.0.1:9", "--out", str(hostile_root / "out"))
    assert executed(hostile_root) == []
    assert result.returncode == 2 and "verifier.py" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("command", ["status", "docs-gen"])
def test_status_and_docs_never_run_verifier_and_refuse_invalid_environments(hostile_root: Path, command: str) -> None:
    result = fgb(hostile_root, command)
    assert executed(hostile_root) == []
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    for name in HOSTILE:
        assert f"environment {name!r} is invalid" in result.stderr


def test_verifier_that_is_the_template_passes(env_root: Path) -> None:
    assert (env_root / "environments" / "notes" / "verifier.py").read_text() == verifier_text("notes")
    assert [p for p in validate_environment(env_root, "notes") if p.severity == Severity.ERROR] == []


def test_unknown_op_is_refused_with_its_pointer(env_root: Path, edit_json) -> None:
    def vocab(contract: dict) -> None:
        contract["asserts_vocab"]["eval_notes_titles_capitalised"] = {"description": "d", "params": {"type": "object"}}

    edit_json("contract.json", vocab)
    edit_json("asserts.json", lambda d: d["asserts"][0].update(check={"op": "eval_notes_titles_capitalised"}))
    edit_json("asserts.json", lambda d: d["asserts"][1].update(check={"op": "eval_nowhere"}))
    found = {(p.path, p.pointer): p.message for p in validate_environment(env_root, "notes") if p.severity == Severity.ERROR}
    declared = found[("environments/notes/contract.json", "/asserts_vocab/eval_notes_titles_capitalised")]
    assert "no op 'eval_notes_titles_capitalised' is built into the engine" in declared and "engine change" in declared
    assert "not in contract.asserts_vocab" in found[("environments/notes/asserts.json", "/asserts/1/check/op")]


def test_unknown_body_transform_is_refused_with_its_pointer(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda c: c["probes"][1]["steps"][0].update(body={"title": {"$upper": "x"}}))
    found = {(p.path, p.pointer): p.message for p in validate_environment(env_root, "notes") if p.severity == Severity.ERROR}
    message = found[("environments/notes/contract.json", "/probes/1/steps/0/body/title/$upper")]
    assert "$rfc2822" in message and "engine/transforms.py" in message


def test_the_template_run_as_a_script_is_fgb_verify(env_root: Path) -> None:
    """The canonical text (never an environment's own) run by hand reaches `fgb verify <env>` with the caller's flags."""
    script = env_root / "environments" / "notes" / "verifier.py"
    assert script.read_text() == verifier_text("notes")
    result = subprocess.run(
        [sys.executable, str(script), "--url", "http://127.0.0.1:9", "--layers", "nope"],
        capture_output=True,
        text=True,
        timeout=LIMIT,
    )
    assert result.returncode == 2 and "fgb verify: unknown layer(s) ['nope']" in result.stderr
