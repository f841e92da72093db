"""Commands that read an environment refuse one that `fgb validate` rejects, naming it: none runs on it silently."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


@pytest.fixture
def broken_root(env_root: Path) -> Path:
    """The notes environment with a contract that is not JSON, and a gold app folder so gold considers it."""
    (env_root / "environments" / "notes" / "contract.json").write_text("{ not json")
    (env_root / "ref_apps" / "notes").mkdir(parents=True)
    return env_root


@pytest.mark.parametrize(
    "command",
    [
        ["gold", "notes"],
        ["baseline", "notes"],
        ["tasks", "notes"],
        ["status"],
        ["docs-gen"],
        ["brief", "notes", "--out", "brief-out"],
        ["evaluate", ".", "--env", "notes", "--db", "sqlite"],
    ],
    ids=lambda c: c[0],
)
def test_an_invalid_environment_is_refused_by_name(broken_root: Path, command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "forgingground", "--root", str(broken_root), *command],
        cwd=broken_root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 2, done.stderr[-2000:]
    assert "environment 'notes' is invalid" in done.stderr and "contract.json" in done.stderr
    assert not (broken_root / "brief-out").exists()
