"""The STATUS matrices are generated and current; a stale one fails the check with a diff."""

from __future__ import annotations

import shutil
from pathlib import Path

from forgingground.cli import main

REPO = Path(__file__).resolve().parents[2]


def test_committed_status_files_are_current(capsys) -> None:
    assert main(["--root", str(REPO), "status", "--check"]) == 0, capsys.readouterr().out


def test_stale_status_is_caught(tmp_path: Path, capsys) -> None:
    for folder in ("schemas", "environments", "contracts", "ref_apps"):
        shutil.copytree(REPO / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    verify = tmp_path / "contracts" / "VERIFY_STATUS.md"
    verify.write_text(verify.read_text().replace("oracle 1.000", "oracle 0.500"))
    assert main(["--root", str(tmp_path), "status", "--check"]) == 1
    out = capsys.readouterr().out
    assert "-- **gmail**: oracle 0.500" in out and "run `nox -s status`" in out
