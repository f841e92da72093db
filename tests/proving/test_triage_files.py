"""The committed mutation campaigns and their triage agree: totals are current, every entry is well-formed and names
a mutant that survived, every survivor of a complete campaign is either triaged or counted as missed in the open.

Two tools share one triage file per gold app: cosmic-ray's campaign (contracts/results/mutation/) over the Python
rule code and Stryker's (contracts/results/ui-mutation/) over the front-end scripts; an entry belongs to the
campaign whose code its file is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground import paths
from forgingground.proving.mutation import check_triage, load_triage, rescore
from forgingground.proving.ui_mutation import rescore_ui

REPO = Path(__file__).resolve().parents[2]
RESULTS = REPO / "contracts" / "results"
CAMPAIGNS = sorted(RESULTS.glob("mutation/*.json")) + sorted(RESULTS.glob("ui-mutation/*.json"))
IDS = [f"{p.parent.name}-{p.stem}" for p in CAMPAIGNS]


def _ui(result_file: Path) -> bool:
    return result_file.parent.name == "ui-mutation"


def _ours(result_file: Path, entry: dict) -> bool:
    """Whether a triage entry is about the code this campaign mutates (front-end scripts for Stryker's)."""
    return entry["file"].endswith(".js") == _ui(result_file)


@pytest.mark.parametrize("result_file", CAMPAIGNS, ids=IDS)
def test_a_committed_campaign_is_totalled_under_the_current_triage(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    env = result["environment"]
    assert result_file.stem == env and paths.ref_app_dir(REPO, env).is_dir()
    again = (rescore_ui if _ui(result_file) else rescore)(REPO, env, result)
    fields = ("mutants", "killed", "survived", "equivalent", "score", "by_class", "untriaged")
    command = "ui-mutation" if _ui(result_file) else "mutation"
    assert {k: result[k] for k in fields} == {k: again[k] for k in fields}, f"run `fgb {command} {env} --rescore`"
    assert result["killed"] + result["survived"] + result["stillborn"] == result["mutants"] == len(result["rows"])


@pytest.mark.parametrize("result_file", CAMPAIGNS, ids=IDS)
def test_every_triage_entry_is_well_formed_and_names_a_survivor(result_file: Path) -> None:
    result = json.loads(result_file.read_text())
    env = result["environment"]
    assert check_triage(REPO, env) == []
    survived = {r["id"]: r for r in result["rows"] if r["verdict"] == "survived"}
    for sid, entry in load_triage(REPO, env).items():
        if not _ours(result_file, entry):
            continue
        if result["complete"] and result["sample"] is None:
            assert sid in survived, f"{sid}: triaged but not a survivor of the committed campaign (stale entry)"
        if sid in survived:
            assert (entry["file"], entry["line"], entry["operator"]) == (
                survived[sid]["file"],
                survived[sid]["line"],
                survived[sid]["operator"],
            ), sid
