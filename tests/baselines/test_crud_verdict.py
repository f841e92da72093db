"""`fgb baseline --kind crud` runs the CRUD-only app and fails unless its leaf score lies between the empty app's and gold's."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.baselines.verdict import crud_failures
from forgingground.cli import main

REPO = Path(__file__).resolve().parents[2]


def row(leaf: float) -> dict:
    return {"environment": "x", "leaf_pass": {"status": "scored", "value": leaf}}


@pytest.mark.parametrize(
    ("leaf", "problem"), [(0.4, None), (0.05, "maps too little"), (1.0, "pass an app with no business rules")]
)
def test_leaf_must_lie_strictly_between_the_empty_ceiling_and_one(leaf: float, problem: str | None) -> None:
    problems = crud_failures([row(leaf)], 0.1)
    assert (problems == []) if problem is None else (problem in problems[0])


def test_the_floor_is_the_empty_apps_score_in_that_environment_where_it_is_known() -> None:
    assert crud_failures([row(0.06)], 0.1, {"x": 0.02}) == [], "above this environment's empty app: CRUD maps something"
    assert "outside (0.06, 1.0)" in crud_failures([row(0.06)], 0.1, {"x": 0.06})[0], "no better than answering nothing"
    assert crud_failures([row(0.06)], 0.1, {"other": 0.02}) != [], "no baseline here: the general ceiling holds"


def test_an_app_that_did_not_start_is_a_failure() -> None:
    assert crud_failures([{"environment": "x", "error": "boom"}], 0.1) == ["x: the CRUD-only app did not start"]


def test_fgb_baseline_kind_crud_runs_the_crud_app(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--root", str(REPO), "baseline", "--kind", "crud", "--layers", "leaf,mid", "-j", "1", "--out", str(tmp_path)]
    assert main([*args, "google-tasks"]) == 0
    assert (tmp_path / "crud" / "latest" / "google-tasks" / "sqlite" / "report.json").is_file()
    assert "crud: google-tasks (sqlite) done: leaf 0." in capsys.readouterr().out
