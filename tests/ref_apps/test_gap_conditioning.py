"""The integration gap beside an unrelated leaf fault: gitlab with a label-count integration fault and a dropped
issue description. The leaf fault is seen, yet no chain leaves the denominator: none uses the description facet
(before the gap was conditioned on facets, the same run read 1/8 where the integration fault alone reads 5/14)."""

from __future__ import annotations

from pathlib import Path

from _per_environment import REPO, mutant_app

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment


def test_an_unrelated_leaf_fault_leaves_every_chain_in_the_gap(tmp_path: Path) -> None:
    env = load_environment(REPO / "environments" / "gitlab")
    command, extra = mutant_app("gitlab", "label_counts_from_seed,issue_description_dropped", True)
    with AppProcess(command, tmp_path / "app.log", env=extra, cwd=REPO) as app:
        report = verify(env, app.url, RunOptions(layers=("leaf", "mid")))
    failed_leaf = {r["id"] for r in report["results"] if r["level"] == "leaf" and r["outcome"] != "pass"}
    assert "leaf.issues.create.stored" in failed_leaf, "the leaf fault is seen where it is"
    gap, chains = report["scores"]["integration_gap"], report["chains"]
    assert [c["id"] for c in chains if c["excluded_because"]] == []
    assert gap["denominator"] == len(chains) == len(env.contract.chains)
    counted = {c["id"] for c in chains if c["integration_gap"]}
    assert gap["numerator"] == len(counted) >= 3 and {"labels_triage", "issue_lifecycle"} <= counted
