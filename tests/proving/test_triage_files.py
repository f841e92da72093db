"""The committed mutation campaigns and their triage agree: totals are current, every entry is well-formed and names
a mutant that survived, every survivor of a complete campaign is either triaged or counted as missed in the open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground import paths
from forgingground.proving.mutation import check_triage, load_triage, rescore

REPO = Path(__file__).resolve().parents[2]
CAMPAIGNS = sorted((REPO / "contracts" / "results" / "mutation").glob("*.json"))


@pytest.mark.parametrize("result_file", CAMPAIGNS, ids=[p.stem for p in CAMPAIGNS])
def test_a_committed_campaign_is_totalled_under_the_current_triage(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    env = result["environment"]
    assert result_file.stem == env and paths.ref_app_dir(REPO, env).is_dir()
    again = rescore(REPO, env, result)
    fields = ("mutants", "killed", "survived", "equivalent", "score", "by_class", "untriaged")
    assert {k: result[k] for k in fields} == {k: again[k] for k in fields}, f"run `fgb mutation {env} --rescore`"
    assert result["killed"] + result["survived"] + result["stillborn"] == result["mutants"] == len(result["rows"])


@pytest.mark.parametrize("result_file", CAMPAIGNS, ids=[p.stem for p in CAMPAIGNS])
def test_every_triage_entry_is_well_formed_and_names_a_survivor(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    env = result["environment"]
    assert check_triage(REPO, env) == []
    survived = {r["id"]: r for r in result["rows"] if r["verdict"] == "survived"}
    for sid, entry in load_triage(REPO, env).items():
        if result["complete"] and result["sample"] is None:
            assert sid in survived, f"{sid}: triaged but not a survivor of the committed campaign (stale entry)"
        if sid in survived:
            assert (entry["file"], entry["line"], entry["operator"]) == (
                survived[sid]["file"],
                survived[sid]["line"],
                survived[sid]["operator"],
            ), sid
