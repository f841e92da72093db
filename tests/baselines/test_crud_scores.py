"""Over real HTTP the CRUD-only app scores strictly between the empty app and the gold apps (which score 1.0).

Measured on 2026-12-01 (leaf, mid): google-tasks 29/56, 1/5; doordash 8/72, 0/4; the empty app 0 on both.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.baselines.crud_app import command
from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.gold import empty_command

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["google-tasks", "doordash"])
def test_crud_scores_between_the_empty_app_and_gold(name: str, tmp_path: Path) -> None:
    env = load_environment(REPO / "environments" / name)
    with AppProcess(command(REPO / "environments" / name), tmp_path / "crud.log", cwd=tmp_path) as app:
        crud = verify(env, app.url, RunOptions(layers=("leaf", "mid")))["scores"]
    with AppProcess(empty_command(REPO, name), tmp_path / "empty.log", cwd=tmp_path) as app:
        empty = verify(env, app.url, RunOptions(layers=("leaf", "mid")))["scores"]
    # Plain storage gets some endpoints right, and no environment's rules for free.
    assert empty["leaf_pass"]["value"] + 0.05 < crud["leaf_pass"]["value"] < 0.9, crud["leaf_pass"]
    assert crud["mid_pass"]["value"] < 0.5, crud["mid_pass"]
    assert crud["leaf_pass"]["infra_errors"] == 0
