"""How a walk's read is compared: what the asserts fix and nothing more, ids the app made standing in for gold's."""

from __future__ import annotations

from pathlib import Path

from forgingground.engine.context import Exchange
from forgingground.engine.scoring import Cites, leaf_basis
from forgingground.engine.walk_compare import FRESH, Look, agree, read, shape_of
from forgingground.walks.free import applies, dropped, unordered
from forgingground.walks.observe import mark_fresh


def test_a_list_is_a_multiset_unless_ordered_and_only_the_top_list_is_ordered() -> None:
    assert agree(["a", "b"], ["b", "a"], ordered=False) is None
    assert "expected" in (agree(["a", "b"], ["b", "a"], ordered=True) or "")
    nested = [{"labels": ["x", "y"]}, {"labels": []}]
    assert agree(nested, [{"labels": ["y", "x"]}, {"labels": []}], ordered=True) is None
    assert agree(["a", "a", "b"], ["a", "b", "b"], ordered=False) is not None  # counts matter


def test_objects_match_on_the_keys_expected_and_null_is_not_judged() -> None:
    assert agree({"ok": True}, {"ok": True, "extra": 1}, ordered=False) is None
    assert agree({"ok": True}, {"ok": False}, ordered=False) == "/ok: expected true, got false"
    assert agree({"hidden": None, "status": "done"}, {"hidden": False, "status": "done"}, ordered=False) is None
    assert agree({"status": "done"}, {}, ordered=False) == '/status: expected "done", got null'


def test_a_fresh_value_binds_once_and_to_one_value() -> None:
    one, two = f"{FRESH}1", f"{FRESH}2"
    bound: dict[str, object] = {}
    assert agree([one, "seed-1"], ["seed-1", "t-9"], ordered=False, bound=bound) is None
    assert bound == {one: "t-9"}
    assert agree(one, "t-9", ordered=False, bound=bound) is None
    assert "made earlier" in (agree(one, "t-10", ordered=False, bound=bound) or "")
    assert "a value the app made" in (agree(two, "t-9", ordered=False, bound=bound) or "")  # two ids, one value


def test_only_ids_gold_made_become_fresh() -> None:
    fresh: dict[str, str] = {}
    value = {"id": "t104", "name": "To Do", "idBoard": "b-home", "members": ["u-7"]}
    marked = mark_fresh(value, known={"b-home", "To Do"}, fresh=fresh)
    assert marked == {"id": f"{FRESH}1", "name": "To Do", "idBoard": "b-home", "members": ["u-7"]}
    assert mark_fresh(["t104", "t105"], known=set(), fresh=fresh, name="[].id") == [f"{FRESH}1", f"{FRESH}2"]
    assert mark_fresh(["c-1"], known=set(), fresh={}, name="sort([].id)") == [f"{FRESH}1"]


def test_a_read_is_cut_to_the_keys_the_asserts_expect() -> None:
    body = {"data": [{"gid": "1", "name": "A", "created_at": "2026-01-15T09:00:00+00:00", "secret": "x"}]}
    look = Look("data", "value", shape_of([{"gid": "1", "created_at": "2026-01-15T09:00:00Z"}]))
    assert read(look, body) == [{"gid": "1", "created_at": "2026-01-15T09:00:00.000000Z"}]
    assert read(Look("data", "length"), body) == 1
    assert read(Look("data[0]", "length"), body) is None  # an object's size grows with the fields a clone may add
    assert read(Look("missing", "exists"), body) is False


def _exchange(url: str, body: object) -> Exchange:
    ex = Exchange(step="s1", method="POST", url=url, status=200)
    ex.json = body
    return ex


def test_free_entries_match_on_endpoint_answer_and_query() -> None:
    refusal = {
        "call": "conversations_setTopic",
        "answer": {"expr": "error", "equals": "not_in_channel"},
        "leave_out": "step",
        "why": "left open",
    }
    order = {"call": "tasks.list", "query": ["updatedMin"], "leave_out": {"order_of": "items[].id"}, "why": "left open"}
    assert dropped([refusal], "conversations_setTopic", _exchange("http://a/x", {"ok": False, "error": "not_in_channel"}))
    assert not dropped([refusal], "conversations_setTopic", _exchange("http://a/x", {"ok": False, "error": "too_long"}))
    assert not dropped([refusal], "chat_postMessage", _exchange("http://a/x", {"ok": False, "error": "not_in_channel"}))
    assert unordered([order], "tasks.list", _exchange("http://a/l?updatedMin=2026-01-01", {})) == {"items[].id"}
    assert unordered([order], "tasks.list", _exchange("http://a/l?maxResults=2", {})) == set()
    assert not applies(order, "tasks.get", _exchange("http://a/l?updatedMin=1", {}))


def test_the_validator_names_a_walk_step_or_free_entry_on_an_unknown_endpoint(env_root) -> None:  # type: ignore[no-untyped-def]
    import json

    from forgingground.environment.validate import validate_environment

    walks = {
        "environment": "notes",
        "generated_by": "fgb walks generate notes",
        "count": 1,
        "seed": 0,
        "free": [{"call": "notes.nope", "leave_out": "step", "why": "a typo in a free entry"}],
        "walks": [{"id": "w001", "steps": [{"call": "notes.gone", "name": "s1"}], "observed": [], "free": []}],
    }
    (env_root / "environments" / "notes" / "walks.json").write_text(json.dumps(walks))
    shown = [p.render() for p in validate_environment(env_root, "notes")]
    assert any("walks.json:/free/0/call: error: no endpoint 'notes.nope'" in s for s in shown), shown
    assert any("walks.json:/walks/0/steps/0/call: error: no endpoint 'notes.gone'" in s for s in shown), shown
    walks["count"] = 0  # the schema: at least one walk is drawn
    (env_root / "environments" / "notes" / "walks.json").write_text(json.dumps(walks))
    assert any("walks.json:/count" in p.render() for p in validate_environment(env_root, "notes"))


def test_a_walk_is_conditioned_on_every_leaf_assert_citing_a_rule_it_observes_facets_or_not() -> None:
    cites = {
        "leaf.faceted": Cites(frozenset({"posts.vote#score"}), frozenset({"posts.vote"})),
        "leaf.other_rule": Cites(frozenset({"posts.get#fields"}), frozenset({"posts.get"})),
        "leaf.status": Cites(frozenset(), frozenset({"api:posts.vote"})),
    }
    observes = Cites(frozenset(), frozenset({"posts.vote"}))
    leaves = list(cites)
    assert leaf_basis(observes, leaves, cites, by_rule=True) == ["leaf.faceted", "leaf.status"]
    assert leaf_basis(observes, leaves, cites) == ["leaf.status"]  # a chain's facet-less assert matches facet-less leaves


def test_a_read_of_one_picked_item_is_also_made_of_every_item_with_its_id() -> None:
    from forgingground.engine.walk_compare import Look, read, shape_of
    from forgingground.walks.observe import every_item

    picked = Look("posts[?id=='p2'] | [0].[score, likes]", "value", shape_of([10, 0]), ordered=True)
    every = every_item(picked)
    assert every is not None and every.expr == "posts[].{id: id, score: score, likes: likes}" and not every.ordered
    body = {"posts": [{"id": "p2", "score": 10, "likes": 0, "title": "x"}, {"id": "p9", "score": 3, "likes": 1}]}
    assert read(every, body) == [{"id": "p2", "likes": 0, "score": 10}, {"id": "p9", "likes": 1, "score": 3}]
    one = every_item(Look("data[?gid=='5010'] | [0].assignee", "value", shape_of({"gid": "7", "name": "Ann"})))
    assert one is not None and read(one, {"data": [{"gid": "1", "assignee": {"gid": "7", "name": "Ann", "x": 1}}]}) == [
        {"assignee": {"gid": "7", "name": "Ann"}, "id": "1"}
    ]


def test_a_picked_read_stays_alone_where_every_item_would_not_mean_the_same() -> None:
    from forgingground.engine.walk_compare import Look
    from forgingground.walks.observe import every_item

    for expr in (
        "channels[?name=='general'] | [0].topic",  # picked by a name, not an id
        "comments[?id=='c1'] | [0].replies[?id=='c2'] | [0].body",  # a second pick inside
        "items[?id=='t1'] | [0].[id, title]",  # a field named id would collide with the item's id
        "flights[?id=='UA1'] | [0].fares[].price",  # a projection, not a field
    ):
        assert every_item(Look(expr, "value")) is None, expr
    assert every_item(Look("posts[?id=='p2'] | [0].score", "length")) is None


def test_no_committed_walk_names_the_address_gold_ran_on() -> None:
    """A paging link's text left free is written with `$APP` for the app's address, so generation gives the same file
    on every run (the port is new each time)."""
    repo = Path(__file__).resolve().parents[2]
    for file in sorted((repo / "environments").glob("*/walks.json")):
        assert "127.0.0.1" not in file.read_text(encoding="utf-8"), file
