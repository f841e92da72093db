"""Over real HTTP the CRUD-only app scores strictly between the empty app and the gold apps (which score 1.0).

Measured on 2026-12-01 (leaf, mid): google-tasks 30/56, 1/5; doordash 8/72, 0/4; the empty app 0 on both.
Every environment's numbers are committed in contracts/results/crud.json (`nox -s crud` remakes it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.baselines.crud_app import command
from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.gold import empty_command, gold_layers

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["google-tasks", "doordash"])
def test_crud_scores_between_the_empty_app_and_gold(name: str, tmp_path: Path) -> None:
    env = load_environment(REPO / "environments" / name)
    # the API layers the committed row ran: the state protocol's "order kept after writes" reads the rows every
    # earlier unit wrote, the security probes' included (plain storage lists a forged id where it was inserted)
    api_layers = tuple(layer for layer in gold_layers(REPO, name) if layer not in ("root", "visual"))
    with AppProcess(command(REPO / "environments" / name), tmp_path / "crud.log", cwd=tmp_path) as app:
        crud = verify(env, app.url, RunOptions(layers=api_layers))["scores"]
    with AppProcess(empty_command(REPO, name), tmp_path / "empty.log", cwd=tmp_path) as app:
        empty = verify(env, app.url, RunOptions(layers=("leaf", "mid")))["scores"]
    # Plain storage gets some endpoints right, and no environment's rules for free.
    assert empty["leaf_pass"]["value"] + 0.05 < crud["leaf_pass"]["value"] < 0.9, crud["leaf_pass"]
    assert crud["mid_pass"]["value"] < 0.5, crud["mid_pass"]
    assert crud["leaf_pass"]["infra_errors"] == 0
    committed = {r["environment"]: r for r in json.loads((REPO / "contracts" / "results" / "crud.json").read_text())["runs"]}
    for k in ("leaf_pass", "mid_pass"):
        assert crud[k]["numerator"] == committed[name][k]["numerator"], (
            f"contracts/results/crud.json is stale for {name}: run `nox -s crud -- {name}`"
        )


def test_committed_crud_scores_lie_between_empty_and_gold_everywhere() -> None:
    def runs(kind: str) -> dict[tuple[str, str], dict]:
        data = json.loads((REPO / "contracts" / "results" / f"{kind}.json").read_text())
        return {(r["environment"], r["db"]): r for r in data["runs"]}

    crud, empty, gold = runs("crud"), runs("baseline"), runs("gold")
    assert len(crud) >= 9
    for key, row in crud.items():
        assert empty[key]["leaf_pass"]["value"] < row["leaf_pass"]["value"] < gold[key]["leaf_pass"]["value"], key
        assert row["mid_pass"]["value"] < gold[key]["mid_pass"]["value"], key
