"""The integration gap's conditioning: a chain counts when the leaf asserts of the facets it uses pass, not all of them."""

from __future__ import annotations

from forgingground.engine.scoring import FAIL, PASS, AssertOutcome, ChainOutcome, Cites, ratio_text, score

LEAF = {
    "leaf.merge.status": Cites(rules=frozenset({"api:merge"})),
    "leaf.merge.count": Cites(frozenset({"mrs.merge#count"}), frozenset({"mrs.merge"})),
    "leaf.merge.title": Cites(frozenset({"mrs.merge#title"}), frozenset({"mrs.merge"})),
    "leaf.list.order": Cites(frozenset({"mrs.list#order"}), frozenset({"mrs.list"})),
}
MID = {
    "mid.merge_then_list.count": Cites(frozenset({"mrs.merge#count"}), frozenset({"mrs.merge"})),
    "mid.merge_then_list.listed": Cites(frozenset({"mrs.list#after_merge"}), frozenset({"mrs.list"})),
}
CHAIN_ASSERTS = {"merge_then_list": sorted(MID)}
LEAF_BY_ENDPOINT = {"merge": ["leaf.merge.status", "leaf.merge.count", "leaf.merge.title"], "list": ["leaf.list.order"]}
ALL = {"leaf", "mid"}


def outcome(assert_id: str, result: str) -> AssertOutcome:
    level = assert_id.split(".")[0]
    return AssertOutcome(assert_id, level, "", None, result, "", None)


def run(failing: set[str], layers: set[str] = ALL, unavailable: dict[str, str] | None = None):
    results = [outcome(a, FAIL if a in failing else PASS) for a in (*LEAF, *MID)]
    chain_fails = any(a in failing for a in MID)
    chain = ChainOutcome("merge_then_list", "merge", FAIL if chain_fails else PASS, ["list", "merge"])
    scores = score(results, [chain], LEAF_BY_ENDPOINT, layers, [], LEAF | MID, CHAIN_ASSERTS, unavailable)
    return scores, chain


def test_a_failing_leaf_assert_of_a_facet_the_chain_does_not_use_keeps_it_counted() -> None:
    scores, chain = run({"leaf.merge.title", "mid.merge_then_list.count"})
    assert chain.endpoints_leaf_ok and chain.excluded_because is None
    assert (scores["integration_gap"]["numerator"], scores["integration_gap"]["denominator"]) == (1, 1)


def test_a_failing_leaf_assert_of_a_facet_the_chain_uses_excludes_it_and_says_which() -> None:
    scores, chain = run({"leaf.merge.count", "mid.merge_then_list.count"})
    assert not chain.endpoints_leaf_ok and not chain.integration_gap
    assert chain.excluded_because and "leaf.merge.count" in chain.excluded_because
    assert scores["integration_gap"]["status"] == "undefined" and scores["integration_gap"]["value"] is None


def test_an_endpoints_own_answer_conditions_every_chain_that_calls_it() -> None:
    _, chain = run({"leaf.merge.status"})
    assert not chain.endpoints_leaf_ok and "leaf.merge.status" in (chain.excluded_because or "")


def test_doing_nothing_has_no_gap_to_win_with() -> None:
    scores, _ = run(set(LEAF) | set(MID))
    assert scores["integration_gap"] == {
        "status": "undefined",
        "numerator": 0,
        "denominator": 0,
        "value": None,
        "infra_errors": 0,
    }
    assert ratio_text(scores["integration_gap"]) == "n/a"


def test_a_gap_on_a_facet_no_leaf_assert_judges_is_flagged_beside_it() -> None:
    scores, chain = run({"mid.merge_then_list.listed"})
    assert chain.integration_gap and chain.unprobed_facets == ["mrs.list#after_merge"]
    _, judged = run({"mid.merge_then_list.count"})
    assert judged.integration_gap and judged.unprobed_facets == []


def test_without_the_leaf_layer_no_chain_is_counted_and_the_gap_is_not_run() -> None:
    scores, chain = run(set(), layers={"mid"})
    assert chain.excluded_because == "the leaf layer did not run"
    assert scores["integration_gap"]["status"] == "not_run"


def test_a_layer_that_could_not_run_is_not_run_with_its_reason_never_zero() -> None:
    scores, _ = run(set(), layers=ALL | {"root", "visual"}, unavailable={"root": "no browser: x", "visual": "no browser: x"})
    for key in ("root_pass", "visual"):
        assert scores[key]["status"] == "not_run" and scores[key]["value"] is None and scores[key]["reason"] == "no browser: x"
    assert ratio_text(scores["leaf_pass"]) == "1.000 (4/4)" and ratio_text(scores["leaf_pass"], counts=False) == "1.000"
