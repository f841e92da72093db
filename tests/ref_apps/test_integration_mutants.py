"""Every environment besides gmail and google-tasks: one integration mutant passes every leaf check and is caught
through the integration gap (a file of its own, so its runs go to another worker than test_environments.py's)."""

from __future__ import annotations

from pathlib import Path

import pytest
from _per_environment import ENVS, REPO, mutant_app

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.proving.mutants import list_mutants


@pytest.mark.parametrize("name", ENVS)
def test_an_integration_mutant_opens_the_integration_gap(name: str, tmp_path: Path) -> None:
    mutants = list_mutants(REPO, name)
    assert len(mutants) >= 10 and any(m["layer"] == "integration" for m in mutants.values())
    mutant = sorted(n for n, m in mutants.items() if m["layer"] == "integration")[0]
    env = load_environment(REPO / "environments" / name)
    command, extra = mutant_app(name, mutant, mutants[mutant].get("source") == "outside")
    with AppProcess(command, tmp_path / "app.log", env=extra, cwd=REPO) as app:
        report = verify(env, app.url, RunOptions(layers=("leaf", "mid")))
    assert report["scores"]["leaf_pass"]["value"] == 1.0, f"{mutant} should pass every leaf check"
    assert report["scores"]["mid_pass"]["value"] < 1.0 and report["scores"]["integration_gap"]["numerator"] >= 1
