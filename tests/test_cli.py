"""The fgb command line: help that teaches, exit codes, text and JSON output, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from forgingground.cli import main


def test_help_lists_commands_and_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for word in ("validate", "new", "codegen", "verify", "examples:"):
        assert word in out


def test_validate_ok_exit_zero(env_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(env_root), "validate"]) == 0
    assert "ok: 1 environment(s) checked, 0 error(s), 0 warning(s)" in capsys.readouterr().out


def test_validate_errors_exit_one_in_json(env_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (env_root / "environments" / "notes" / "contract.json").write_text("{ not json")
    assert main(["--root", str(env_root), "validate", "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["errors"] >= 1
    first = report["problems"][0]
    assert first["path"] == "environments/notes/contract.json" and first["severity"] == "error"
    assert "invalid JSON at line 1 column 3" in first["message"]


def test_errors_are_printed_before_warnings(env_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["--root", str(env_root), "new", "zz-new"])
    capsys.readouterr()
    (env_root / "environments" / "notes" / "verifier.py").unlink()
    assert main(["--root", str(env_root), "validate"]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    severities = [line.split(": ")[1] for line in lines[:-1] if ": " in line]
    assert severities[0] == "error" and "warning" in severities
    assert severities.index("warning") > max(i for i, s in enumerate(severities) if s == "error")
    assert lines[-1].startswith("FAILED: 2 environment(s) checked, 1 error(s)")


def test_no_checkout_is_a_clear_error_not_a_traceback(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "forgingground", "validate"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 2
    assert "no ForgingGround-Bench checkout found" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "command",
    [
        "validate",
        "new",
        "codegen",
        "vocab",
        "verify",
        "derive",
        "scaffold",
        "gold",
        "baseline",
        "references",
        "calibrate-visual",
        "mutants",
        "tasks",
        "status",
    ],
)
def test_every_command_has_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    assert len(capsys.readouterr().out) > 200


def test_cli_needs_only_the_core_dependencies() -> None:
    """`fgb` must start in an install without the apps, browser or docs groups (nox -s validate/status use one)."""
    code = (
        "import sys, forgingground.cli as c; c.build_parser();"
        "print(sorted(m for m in ('numpy', 'scipy', 'skimage', 'playwright', 'fastapi', 'sqlalchemy', 'PIL', 'mkdocs') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
