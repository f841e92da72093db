"""Aggregate assert outcomes into the score vector {leaf_pass, mid_pass, root_pass, visual, integration_gap}."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PASS, FAIL, INFRA, NOT_RUN = "pass", "fail", "infra_error", "not_run"


@dataclass
class AssertOutcome:
    id: str
    level: str
    statement: str
    op: str | None
    outcome: str
    message: str
    source: str | None
    rules: list[str] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)
    duration_s: float = 0.0


@dataclass
class ChainOutcome:
    id: str
    family: str
    outcome: str
    endpoints: list[str]
    endpoints_leaf_ok: bool = False
    integration_gap: bool = False


def ratio(numerator: int, denominator: int, infra: int = 0, ran: bool = True) -> dict[str, Any]:
    if not ran:
        return {"status": "not_run", "numerator": 0, "denominator": 0, "value": None, "infra_errors": 0}
    value = numerator / denominator if denominator else 0.0
    return {
        "status": "scored",
        "numerator": numerator,
        "denominator": denominator,
        "value": round(value, 6),
        "infra_errors": infra,
    }


def chain_outcome(results: list[AssertOutcome]) -> str:
    outcomes = {r.outcome for r in results}
    if FAIL in outcomes:
        return FAIL
    if INFRA in outcomes:
        return INFRA
    if outcomes == {PASS}:
        return PASS
    return NOT_RUN


def score(
    results: list[AssertOutcome],
    chains: list[ChainOutcome],
    leaf_by_endpoint: dict[str, list[str]],
    layers: set[str],
    journeys: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The score vector; a layer that did not run is reported as not_run, never as 0 or 1."""
    by_id = {r.id: r for r in results}

    def level_ratio(level: str) -> dict[str, Any]:
        # A layer with nothing to judge (no screens, say) is not run, never 0 or 1; asserts not run do not count.
        rows = [r for r in results if r.level == level and r.outcome != NOT_RUN]
        return ratio(
            sum(r.outcome == PASS for r in rows), len(rows), sum(r.outcome == INFRA for r in rows), level in layers and bool(rows)
        )

    for chain in chains:
        leaf_ids = [a for e in chain.endpoints for a in leaf_by_endpoint.get(e, [])]
        chain.endpoints_leaf_ok = "leaf" in layers and all(by_id[a].outcome == PASS for a in leaf_ids if a in by_id)
        chain.integration_gap = chain.endpoints_leaf_ok and chain.outcome == FAIL
    eligible = [c for c in chains if c.endpoints_leaf_ok]
    return {
        "leaf_pass": level_ratio("leaf"),
        "mid_pass": ratio(
            sum(c.outcome == PASS for c in chains), len(chains), sum(c.outcome == INFRA for c in chains), "mid" in layers
        ),
        # A journey passes when every step could be done and every assert of it passed.
        "root_pass": ratio(
            sum(j["outcome"] == PASS for j in journeys or []),
            len(journeys or []),
            sum(j["outcome"] == INFRA for j in journeys or []),
            "root" in layers and bool(journeys),
        ),
        "visual": level_ratio("visual"),
        "integration_gap": ratio(sum(c.integration_gap for c in eligible), len(eligible), 0, {"leaf", "mid"} <= layers),
    }
