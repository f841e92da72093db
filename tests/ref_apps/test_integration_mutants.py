"""Every environment besides gmail and google-tasks: one integration mutant passes every leaf check and is caught
through the integration gap (a file of its own, so its runs go to another worker than test_environments.py's).

With FGB_SAMPLE_DRAW (CI) it runs live on the changed environments and four drawn; for the rest, the committed kill
matrix (`nox -s mutants`) must show the same mutant at leaf 1.0 with the gap open."""

from __future__ import annotations

from pathlib import Path

import pytest
from _per_environment import ENVS, REPO, committed_matrix, live_environments, mutant_app

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.proving.mutants import list_mutants


@pytest.mark.parametrize("name", ENVS)
def test_an_integration_mutant_opens_the_integration_gap(name: str, tmp_path: Path) -> None:
    mutants = list_mutants(REPO, name)
    assert len(mutants) >= 10 and any(m["layer"] == "integration" for m in mutants.values())
    mutant = sorted(n for n, m in mutants.items() if m["layer"] == "integration")[0]
    if name not in live_environments(ENVS):
        row = next(r for r in committed_matrix(name)["rows"] if r["mutant"] == mutant)
        assert row["killed"] and row["scores"]["leaf_pass"] == 1.0 and row["scores"]["integration_gap"] > 0, row
        pytest.skip(f"{name} was not drawn for this run: the committed kill matrix shows {mutant} opening the gap")
    env = load_environment(REPO / "environments" / name)
    command, extra = mutant_app(name, mutant, mutants[mutant].get("source") == "outside")
    with AppProcess(command, tmp_path / "app.log", env=extra, cwd=REPO) as app:
        report = verify(env, app.url, RunOptions(layers=("leaf", "mid")))
    assert report["scores"]["leaf_pass"]["value"] == 1.0, f"{mutant} should pass every leaf check"
    assert report["scores"]["mid_pass"]["value"] < 1.0 and report["scores"]["integration_gap"]["numerator"] >= 1
