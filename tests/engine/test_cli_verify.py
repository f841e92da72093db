"""`fgb verify`: exit code says whether the run completed; reports land in --out; --json prints the report."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from forgingground.cli import main

from .conftest import APPS, NOTES_ENV


@pytest.fixture
def root(env_root: Path) -> Path:
    return env_root


def start(mode: str) -> str:
    return f"NOTES_MODE={mode} {sys.executable} -m uvicorn notes_app:app --app-dir {APPS} --port {{port}} --log-level warning"


def test_completed_run_exits_zero_even_when_the_app_is_wrong(root: Path, tmp_path: Path, capsys) -> None:
    code = main(["--root", str(root), "verify", "notes", "--start", start("lying"), "--out", str(tmp_path / "out")])
    out = capsys.readouterr().out
    assert code == 0
    # 9 asserts of notes, 8 of the state protocol; the lying app stores no note, so neither the reset's clock nor a
    # restart has a write to show
    assert "leaf_pass: 0.824 (14/17)" in out
    for name in ("report.json", "report.html", "junit.xml", "app.log"):
        assert (tmp_path / "out" / name).is_file()
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["app"]["start_command"].startswith("NOTES_MODE=lying")


def test_json_flag_prints_the_report(root: Path, tmp_path: Path, capsys) -> None:
    assert (
        main(
            [
                "--root",
                str(root),
                "verify",
                "notes",
                "--start",
                start("good"),
                "--out",
                str(tmp_path),
                "--json",
                "--layers",
                "leaf",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["layers"] == ["leaf"] and report["scores"]["leaf_pass"]["value"] == 1.0


def test_app_that_never_starts_exits_one(root: Path, tmp_path: Path, capsys) -> None:
    code = main(
        ["--root", str(root), "verify", "notes", "--start", f"{sys.executable} -c 'raise SystemExit(3)'", "--out", str(tmp_path)]
    )
    assert code == 1
    assert "the app exited with code 3 before answering" in capsys.readouterr().err


def test_unknown_layer_is_a_usage_error(root: Path, capsys) -> None:
    assert main(["--root", str(root), "verify", "notes", "--url", "http://127.0.0.1:9", "--layers", "leaf,top"]) == 2
    assert "unknown layer(s) ['top']" in capsys.readouterr().err


def test_an_unknown_rule_focus_is_a_usage_error_naming_it(root: Path, capsys) -> None:
    args = ["--root", str(root), "verify", "notes", "--url", "http://127.0.0.1:9", "--rule", "notes.get.fields"]
    assert main([*args, "--rule", "notes.get.feilds"]) == 2
    assert "unknown rule id(s) notes.get.feilds: `fgb rules notes` lists them" in capsys.readouterr().err


def test_a_generated_security_rule_is_a_focus_a_run_accepts(tmp_path: Path, capsys) -> None:
    """The security rules the facts imply are stated in the brief, so `--rule` takes them like contract.rules."""
    repo = Path(__file__).resolve().parents[2]
    args = ["--root", str(repo), "verify", "uber", "--url", "http://127.0.0.1:9", "--layers", "security"]
    assert main([*args, "--rule", "security.text.invalid", "--out", str(tmp_path / "o")]) != 2
    assert "unknown rule id" not in capsys.readouterr().err
    report = json.loads((tmp_path / "o" / "report.json").read_text())
    judged = {r["rules"][0].split("#")[0] for r in report["results"] if r["outcome"] != "not_run" and r.get("rules")}
    assert judged == {"security.text.invalid"}
    assert main([*args, "--rule", "security.text.invalide"]) == 2
    assert "unknown rule id(s) security.text.invalide" in capsys.readouterr().err
    elsewhere = ["--root", str(repo), "verify", "uber", "--url", "http://127.0.0.1:9", "--layers", "leaf"]
    assert main([*elsewhere, "--rule", "security.text.invalid"]) == 2
    assert "security.text.invalid is judged by the security layer: add it to --layers" in capsys.readouterr().err


def test_invalid_environment_is_refused_before_running(root: Path, capsys) -> None:
    (root / "environments" / "notes" / "asserts.json").write_text("{")
    assert main(["--root", str(root), "verify", "notes", "--url", "http://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err
    assert "environments/notes/asserts.json:: error: invalid JSON" in err


def test_environment_can_be_given_as_a_path(tmp_path: Path, capsys) -> None:
    env = tmp_path / "notes"
    shutil.copytree(NOTES_ENV, env)
    repo = Path(__file__).resolve().parents[2]
    code = main(
        ["--root", str(repo), "verify", str(env), "--start", start("good"), "--out", str(tmp_path / "o"), "--layers", "leaf"]
    )
    assert code == 0


def test_terminal_ends_with_failed_asserts_and_report_paths(root: Path, tmp_path: Path, capsys) -> None:
    assert main(["--root", str(root), "verify", "notes", "--start", start("lying"), "--out", str(tmp_path / "out")]) == 0
    lines = capsys.readouterr().out.splitlines()
    summary = lines[lines.index("failed asserts (4):") :]
    assert summary[1].startswith("  FAIL leaf.notes.create.stored [leaf] expected a row in notes matching")
    assert summary[2].startswith("  FAIL leaf.protocol.reset.now [leaf] expected the chain's writes to change the state")
    assert summary[3].startswith("  FAIL leaf.protocol.stack.restart [leaf] expected the chain's writes to change the state")
    assert summary[4] == "  FAIL mid.create_then_list.first [mid] notes[0].id: expected 'new1', got 'n2'"
    rules = summary[5]
    assert rules.startswith("failed rules (") and "notes.create" in rules, rules
    assert summary[6] == "rerun what judges one (with your app's URL):" and summary[7].startswith("  fgb verify notes --url ")
    at = summary.index("reports:")
    assert summary[at:] == ["reports:"] + [f"  {k:<5} {tmp_path / 'out' / f}" for k, f in REPORTS] + [
        f"open {tmp_path / 'out' / 'report.html'} for the evidence and a reproduction from reset"
    ]


REPORTS = [("html", "report.html"), ("json", "report.json"), ("junit", "junit.xml")]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--budget", "-5"], "--budget -5.0: give a number of seconds above 0"),
        (["--budget", "nan"], "--budget nan: give a number of seconds above 0"),
        (["--startup-timeout", "-1"], "--startup-timeout -1.0: give a number of seconds above 0"),
        (["--timeout", "0"], "--timeout 0.0: give a number of seconds above 0"),
        (["--url", "http://[::1"], "--url 'http://[::1' is not a URL"),
        (["--url", "ftp://host"], "--url 'ftp://host' is not an http(s) URL"),
        (["--start", ""], "--start '': give the shell command that starts the app"),
        (["--out", "/dev/null"], "--out /dev/null: /dev/null is a file, not a folder"),
        (["--out", "/proc/fgb-cannot-write"], "--out /proc/fgb-cannot-write: cannot write there"),
        (["--journey-retries", "-1"], "--journey-retries -1: give 0 (never) or a positive number of tries"),
    ],
    ids=[
        "budget-negative",
        "budget-nan",
        "startup-negative",
        "timeout-zero",
        "url-bad",
        "url-ftp",
        "start-empty",
        "out-devnull",
        "out-unwritable",
        "retries-negative",
    ],
)
def test_bad_values_are_usage_errors_before_any_run(root: Path, args: list[str], message: str, capsys) -> None:
    target = [] if any(a in ("--url", "--start") for a in args) else ["--url", "http://127.0.0.1:9"]
    assert main(["--root", str(root), "verify", "notes", *target, *args]) == 2
    assert message in capsys.readouterr().err


def test_out_under_a_file_is_a_usage_error(root: Path, tmp_path: Path, capsys) -> None:
    (tmp_path / "file").write_text("x")
    assert (
        main(["--root", str(root), "verify", "notes", "--url", "http://127.0.0.1:9", "--out", str(tmp_path / "file" / "r")]) == 2
    )
    assert f"{tmp_path / 'file'} is a file, not a folder" in capsys.readouterr().err


def test_unstarted_app_still_writes_every_report(root: Path, tmp_path: Path, capsys) -> None:
    from xml.etree import ElementTree as ET

    cmd = f"{sys.executable} -c 'print(\"no database\"); raise SystemExit(3)'"
    assert main(["--root", str(root), "verify", "notes", "--start", cmd, "--out", str(tmp_path)]) == 1
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["completed"] is False and report["infrastructure"][0]["kind"] == "app_start"
    assert "no database" in report["infrastructure"][0]["message"]
    assert ET.parse(tmp_path / "junit.xml").getroot().find(".//error") is not None
    assert "did not complete" in (tmp_path / "report.html").read_text()
