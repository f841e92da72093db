"""Aggregate assert outcomes into the score vector {leaf_pass, mid_pass, root_pass, visual, integration_gap}."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PASS, FAIL, INFRA, NOT_RUN = "pass", "fail", "infra_error", "not_run"
API_RULE = "api:"  # a leaf assert citing only api:<endpoint> judges the endpoint's answer itself (status, shape)


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
    excluded_because: str | None = None
    unprobed_facets: list[str] = field(default_factory=list)
    # what the leaf basis matches on: "facets" for a chain (its asserts' facets, or rules where they cite none),
    # "rules" for a walk (it observes rules, not facets: every leaf assert citing one of them, facets or not)
    basis: str = "facets"


@dataclass(frozen=True)
class Cites:
    """What an assert judges: the rule facets (<rule>#<facet>) and the rules it cites."""

    facets: frozenset[str] = frozenset()
    rules: frozenset[str] = frozenset()


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


PASS_LAYERS = ("leaf_pass", "mid_pass", "root_pass", "visual")
# The one overall score: Harbor's reward and the leaderboard's ranking both read it from here.
OVERALL_DEFINITION = (
    "overall = the mean of leaf_pass, mid_pass, root_pass and visual over the layers the environment scores "
    "(a layer the environment does not run is left out, never counted as 0); 0 when the submission did not "
    "start or produced no result. integration_gap is reported beside it (lower is better) and not folded in."
)


def layer_value(score: Any) -> float | None:
    """A score as a number: result records hold plain numbers, engine reports hold {status, value}; None when not
    run or undefined."""
    if isinstance(score, dict):
        return None if score.get("status") in ("not_run", "undefined") else score.get("value")
    if isinstance(score, bool) or score is None:
        return None
    return float(score)


def overall(scores: dict[str, Any]) -> float:
    """OVERALL_DEFINITION in code."""
    values = [v for v in (layer_value(scores.get(k)) for k in PASS_LAYERS) if v is not None]
    return round(sum(values) / len(values), 6) if values else 0.0


def ratio_text(r: dict[str, Any] | None, counts: bool = True) -> str:
    """A score for people: `0.950 (19/20)`, `not run`, or `n/a` for a gap no chain was eligible for."""
    if not r or r.get("status") == "not_run":
        return "not run"
    if r.get("status") == "undefined":
        return "n/a"
    return f"{r['value']:.3f} ({r['numerator']}/{r['denominator']})" if counts else f"{r['value']:.3f}"


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
    cites: dict[str, Cites] | None = None,
    chain_asserts: dict[str, list[str]] | None = None,
    unavailable: dict[str, str] | None = None,
) -> dict[str, Any]:
    """The score vector; a layer that did not run is reported as not_run, never as 0 or 1 (`unavailable` names the
    layers that could not run at all, a browser layer without a browser say, with the reason)."""
    by_id = {r.id: r for r in results}
    unavailable = unavailable or {}

    def level_ratio(level: str) -> dict[str, Any]:
        # A layer with nothing to judge (no screens, say) is not run, never 0 or 1; asserts not run do not count.
        rows = [r for r in results if r.level == level and r.outcome != NOT_RUN]
        return ratio(
            sum(r.outcome == PASS for r in rows), len(rows), sum(r.outcome == INFRA for r in rows), level in layers and bool(rows)
        )

    def missing(level: str) -> dict[str, Any]:
        return {**ratio(0, 0, 0, False), "reason": unavailable[level]}

    judge_chains(chains, by_id, leaf_by_endpoint, cites or {}, "leaf" in layers, chain_asserts)
    eligible = [c for c in chains if c.endpoints_leaf_ok]
    return {
        "leaf_pass": level_ratio("leaf"),
        "mid_pass": ratio(
            sum(c.outcome == PASS for c in chains), len(chains), sum(c.outcome == INFRA for c in chains), "mid" in layers
        ),
        # A journey passes when every step could be done and every assert of it passed.
        "root_pass": missing("root")
        if "root" in unavailable
        else ratio(
            sum(j["outcome"] == PASS for j in journeys or []),
            len(journeys or []),
            sum(j["outcome"] == INFRA for j in journeys or []),
            "root" in layers and bool(journeys),
        ),
        "visual": missing("visual") if "visual" in unavailable else level_ratio("visual"),
        # beside the pass layers, never folded into overall or the gap: what a careful engineer would not ship
        "security": level_ratio("security"),
        "integration_gap": gap_ratio(eligible, {"leaf", "mid"} <= layers and bool(chains)),
    }


def gap_ratio(eligible: list[ChainOutcome], ran: bool) -> dict[str, Any]:
    """Gap chains over eligible chains; undefined (value null) when no chain was eligible: doing nothing scores no gap."""
    if ran and not eligible:
        return {"status": "undefined", "numerator": 0, "denominator": 0, "value": None, "infra_errors": 0}
    return ratio(sum(c.integration_gap for c in eligible), len(eligible), 0, ran)


def leaf_basis(chain_cites: Cites, leaf_ids: list[str], cites: dict[str, Cites], by_rule: bool = False) -> list[str]:
    """The leaf asserts a chain is conditioned on: of the endpoints it calls, those judging a facet its asserts judge
    (or, for an assert without facets, a rule it cites) and those judging the endpoint's answer itself (api: rules).
    `by_rule` (a walk): every leaf assert citing one of the rules, whatever its facets."""
    basis = []
    for leaf in leaf_ids:
        c = cites.get(leaf, Cites())
        own = not c.facets and all(r.startswith(API_RULE) for r in c.rules)
        if own or c.facets & chain_cites.facets or ((by_rule or not c.facets) and c.rules & chain_cites.rules):
            basis.append(leaf)
    return basis


def judge_chains(
    chains: list[ChainOutcome],
    by_id: dict[str, AssertOutcome],
    leaf_by_endpoint: dict[str, list[str]],
    cites: dict[str, Cites],
    leaf_ran: bool,
    chain_asserts: dict[str, list[str]] | None = None,
) -> None:
    """Mark each chain eligible for the gap (its leaf basis all passed) or excluded with the reason; a failing eligible
    chain has a gap, and the facets of its failing asserts that no leaf assert judges anywhere are listed beside it."""
    leaf_facets = {f for a, c in cites.items() if a in by_id and by_id[a].level == "leaf" for f in c.facets}
    for chain in chains:
        if not leaf_ran:
            chain.endpoints_leaf_ok, chain.excluded_because = False, "the leaf layer did not run"
            continue
        own = (chain_asserts or {}).get(chain.id, [])
        uses = Cites(
            frozenset(f for a in own for f in cites.get(a, Cites()).facets),
            frozenset(r for a in own if not cites.get(a, Cites()).facets for r in cites.get(a, Cites()).rules),
        )
        leaf_ids = [a for e in chain.endpoints for a in leaf_by_endpoint.get(e, []) if a in by_id]
        basis = leaf_basis(uses, leaf_ids, cites, chain.basis == "rules") if cites else leaf_ids
        failed = [a for a in basis if by_id[a].outcome != PASS]
        chain.endpoints_leaf_ok = not failed
        if failed:
            shown = ", ".join(failed[:5]) + (f" and {len(failed) - 5} more" if len(failed) > 5 else "")
            chain.excluded_because = f"leaf asserts of the facets it uses did not pass: {shown}"
        chain.integration_gap = chain.endpoints_leaf_ok and chain.outcome == FAIL
        if chain.integration_gap:
            failing = [a for a in own if a in by_id and by_id[a].outcome == FAIL]
            chain.unprobed_facets = sorted({f for a in failing for f in cites.get(a, Cites()).facets} - leaf_facets)
