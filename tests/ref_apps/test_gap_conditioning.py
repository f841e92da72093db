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
    gap = report["scores"]["integration_gap"]
    chains = [c for c in report["chains"] if c["family"] != "walk"]
    walks = [c for c in report["chains"] if c["family"] == "walk"]
    assert [c["id"] for c in chains if c["excluded_because"]] == []
    # a walk is conditioned on the rules it observes: one that reads the dropped description leaves the count
    excluded = [c for c in walks if c["excluded_because"]]
    assert all("leaf.issues.create" in c["excluded_because"] for c in excluded)
    assert gap["denominator"] == len(chains) + len(walks) - len(excluded) and len(chains) == len(env.contract.chains)
    counted = {c["id"] for c in report["chains"] if c["integration_gap"]}  # chains and walks
    assert gap["numerator"] == len(counted) >= 3 and {"labels_triage", "issue_lifecycle"} <= counted
