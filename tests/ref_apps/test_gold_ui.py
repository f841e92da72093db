"""Where a gold app has a UI: every journey passes in Chromium and every screen and checkpoint matches its reference."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from _per_environment import REPO, UI_ENVS

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.gold import gold_command


@pytest.mark.parametrize("name", UI_ENVS)
def test_a_gold_ui_passes_its_journeys_and_matches_its_references(name: str, tmp_path: Path) -> None:
    """Environments that grew a gold UI: every journey passes in Chromium and every screen matches its reference."""
    env = load_environment(REPO / "environments" / name)
    with AppProcess(gold_command(REPO, name), tmp_path / "gold.log", cwd=REPO) as app:
        report = verify(env, app.url, RunOptions(layers=("root", "visual")))
    assert [
        (r["id"], r["message"]) for r in report["results"] if r["outcome"] != "pass" and r["level"] in ("root", "visual")
    ] == []
    assert report["scores"]["root_pass"]["value"] == 1.0 and report["scores"]["visual"]["value"] == 1.0
    check = subprocess.run(
        [sys.executable, "-m", "forgingground", "references", name, "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert check.returncode == 0, check.stdout + check.stderr
