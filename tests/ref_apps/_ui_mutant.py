"""One UI mutant's run: the declared browser layer alone must fail, through an assert citing the mutant's rules,
while the API it serves stays the gold's."""

from __future__ import annotations

from pathlib import Path

import pytest
from _per_environment import REPO, UI_ENVS, committed_matrix, declared_mutants, live_environments, mutant_app, page_only

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment


def committed_kill(name: str, mutant: str, layer: str) -> dict:
    """The mutant's row in the committed kill matrix (`nox -s mutants`), which must show it caught by its layer."""
    row = next((r for r in committed_matrix(name)["rows"] if r["mutant"] == mutant), None)
    assert row is not None, f"{mutant} is not in contracts/results/mutants/{name}.json: run nox -s mutants -- {name}"
    assert row["killed"] and layer in row["caught_by"], row
    return row


def assert_caught_by_its_layer(name: str, mutant: str, layer: str, outside: bool, tmp_path: Path) -> None:
    """Run the declared layer on the journeys or screens judging the mutant's rules (plus leaf and mid, in full,
    when its patch may reach the API): the kill matrix's own test, at a fraction of a full run's cost. An environment
    not drawn for this CI run is judged by its committed kill matrix instead."""
    if name not in live_environments(UI_ENVS):
        committed_kill(name, mutant, layer)
        pytest.skip(f"{name} was not drawn for this run: the committed kill matrix shows {mutant} caught by {layer}")
    env = load_environment(REPO / "environments" / name)
    command, extra = mutant_app(name, mutant, outside)
    rules = frozenset(declared_mutants(name)[mutant].get("rules") or []) or None
    # An outside mutant that only rewrites pages leaves the API byte for byte the gold's: leaf and mid need no re-run.
    api_untouched = outside and page_only(name, mutant)
    with AppProcess(command, tmp_path / "app.log", env=extra, cwd=REPO) as app:
        if not api_untouched:
            api = verify(env, app.url, RunOptions(layers=("leaf", "mid")))["scores"]
            assert api["leaf_pass"]["value"] == 1.0 and api["mid_pass"]["value"] == 1.0, f"{mutant} broke the API"
        # One killer is enough: after the first failed assert the remaining journeys and UI walks are not played.
        report = verify(env, app.url, RunOptions(layers=(layer,), rules=rules, page_stop_after_failure=frozenset()))
    assert report["scores"]["root_pass" if layer == "root" else "visual"]["value"] < 1.0, f"{mutant} survived"
    if rules:
        cited = {a["id"] for a in env.asserts.model_dump()["asserts"] if rules & set(a.get("rules") or [])}
        failed = {r["id"] for r in report["results"] if r["outcome"] == "fail"}
        assert failed & cited, f"{mutant} failed only asserts that cite none of its rules {sorted(rules)}: {sorted(failed)}"
