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


def test_an_app_that_did_not_start_is_a_failure() -> None:
    assert crud_failures([{"environment": "x", "error": "boom"}], 0.1) == ["x: the CRUD-only app did not start"]


def test_fgb_baseline_kind_crud_runs_the_crud_app(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--root", str(REPO), "baseline", "--kind", "crud", "--layers", "leaf,mid", "-j", "1", "--out", str(tmp_path)]
    assert main([*args, "google-tasks"]) == 0
    assert (tmp_path / "crud" / "google-tasks" / "sqlite" / "report.json").is_file()
    assert "crud: google-tasks (sqlite) done: leaf 0." in capsys.readouterr().out
