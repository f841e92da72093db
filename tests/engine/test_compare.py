"""Comparisons no stricter than the spec (engine/ops/_compare.py), on the bodies the equivalence proxy made of gold
responses: each case here failed before the fix, and a real difference next to it still fails."""

from __future__ import annotations

from forgingground.engine.context import CheckContext, Exchange
from forgingground.engine.equality import contains, same, same_set
from forgingground.engine.ops import BUILTINS

PROBE = "fgbEquivalenceProbe"


def run(op: str, body, **params):
    ctx = CheckContext(exchanges=[Exchange(step=None, method="GET", url="u", status=200, json=body, text="x")], ops=BUILTINS)
    return BUILTINS.get(op).function(ctx, params)


def test_objects_match_on_the_expected_fields() -> None:
    # gmail leaf.settings.getImap.value through the proxy
    imap = {"enabled": True, "autoExpunge": True, "expungeBehavior": "archive", "maxFolderSize": 0, PROBE: "x"}
    expected = {"enabled": True, "autoExpunge": True, "expungeBehavior": "archive", "maxFolderSize": 0}
    assert run("eval_jmespath", imap, expr="@", equals=expected).ok
    assert not run("eval_jmespath", {**imap, "autoExpunge": False}, expr="@", equals=expected).ok
    assert not run("eval_jmespath", {"enabled": True}, expr="@", equals=expected).ok, "a missing field still fails"


def test_instants_match_on_the_instant() -> None:
    # google-tasks leaf.tasks.get.fields through the proxy
    body = {"status": "completed", "completed": "2026-01-14T18:00:00.000+00:00"}
    assert run("eval_jmespath", body, expr="[status, completed]", equals=["completed", "2026-01-14T18:00:00.000Z"]).ok
    assert run("eval_jmespath", body, expr="completed", equals="2026-01-14T23:30:00+05:30").ok
    assert not run("eval_jmespath", body, expr="completed", equals="2026-01-14T18:00:01Z").ok
    assert not same("2026-01-14", "2026-01-14T00:00:00Z"), "a date is no instant"


def test_mail_dates_match_on_the_instant() -> None:
    # gmail leaf.messages.get.full.date_header: the Date header is an RFC 2822 date, any legal spelling of the instant
    gold = "Tue, 13 Jan 2026 00:00:00 +0000"
    assert same(gold, "13 Jan 2026 00:00:00 GMT")
    assert same(gold, "Tue, 13 Jan 2026 01:00:00 +0100")
    assert same(gold, "2026-01-13T00:00:00Z"), "the same instant in RFC 3339"
    assert not same(gold, "Tue, 13 Jan 2026 00:00:01 +0000")
    assert not same(gold, "Tue, 13 Jan 2026 00:00:00"), "no zone, no instant"
    assert not same("13 Jan 2026", "13 Jan 2026 00:00:00 +0000"), "a date is no instant"


def test_offsets_are_checked_where_a_rule_states_them() -> None:
    # google-calendar leaf.events.insert.shown_local: an event is answered in its own zone
    body = {"start": {"dateTime": "2026-01-21T10:00:00.000+01:00"}}
    assert run("eval_jmespath", body, expr="start.dateTime", equals="2026-01-21T10:00:00+01:00", offsets=True).ok
    utc = {"start": {"dateTime": "2026-01-21T09:00:00Z"}}
    assert run("eval_jmespath", utc, expr="start.dateTime", equals="2026-01-21T10:00:00+01:00").ok
    assert not run("eval_jmespath", utc, expr="start.dateTime", equals="2026-01-21T10:00:00+01:00", offsets=True).ok


def test_any_order_compares_lists_as_multisets() -> None:
    # airbnb leaf.bookings.list.trips through the proxy
    body = {"bookings": [{"id": "b-1"}, {"id": "b-5"}, {"id": "b-2"}]}
    assert not run("eval_jmespath", body, expr="bookings[].id", equals=["b-5", "b-2", "b-1"]).ok
    assert run("eval_jmespath", body, expr="bookings[].id", equals=["b-5", "b-2", "b-1"], any_order=True).ok
    assert not run("eval_jmespath", body, expr="bookings[].id", equals=["b-5", "b-2"], any_order=True).ok
    assert not same_set(["a", "a", "b"], ["a", "b", "b"])


def test_ids_in_any_order() -> None:
    # google-tasks leaf.tasklists.list.all through the proxy
    body = {"items": [{"id": "list-home"}, {"id": "list-work"}, {"id": "list-trip"}]}
    wanted = ["list-home", "list-trip", "list-work"]
    assert not run("eval_ids_in_order", body, expr="items[].id", ids=wanted, exact=True).ok
    assert run("eval_ids_in_order", body, expr="items[].id", ids=wanted, exact=True, any_order=True).ok
    assert not run("eval_ids_in_order", body, expr="items[].id", ids=wanted[:2], exact=True, any_order=True).ok
    assert run("eval_ids_in_order", body, expr="items[].id", ids=wanted[:2], any_order=True).ok
    assert not run("eval_ids_in_order", body, expr="items[].id", ids=["zzz"], any_order=True).ok


def test_contains_uses_the_same_equality() -> None:
    # amazon facets: an element found although the proxy added a field to it
    facets = [{"value": "true", "count": 1, PROBE: "x"}]
    assert contains(facets, {"value": "true", "count": 1})
    assert not contains(facets, {"value": "true", "count": 2})
    assert run("eval_jmespath", {"f": facets}, expr="f", not_contains={"value": "false"}).ok
    assert contains("hello world", "world") and not contains(3, 3)


def test_state_rows_match_instants_as_instants() -> None:
    """A state assert pins the instant a rule fixes, not its spelling (reddit's created_at)."""
    from forgingground.engine.state import row_matches

    row = {"title": "Tips", "created_at": "2026-01-15T12:00:00.000+00:00", "meta": {"a": 1, "b": 2}}
    assert row_matches(row, {"title": "Tips", "created_at": "2026-01-15T12:00:00Z"})
    assert row_matches(row, {"created_at": {"$in": ["2026-01-15T13:00:00+01:00"]}})
    assert not row_matches(row, {"created_at": "2026-01-15T12:00:01Z"})
    assert not row_matches(row, {"created_at": {"$ne": "2026-01-15T12:00:00Z"}})
    assert row_matches(row, {"meta": {"$subset": {"a": 1}}}) and not row_matches(row, {"meta": {"$subset": {"a": 2}}})
    assert not row_matches(row, {"title": "tips"})


def test_a_respelled_instant_is_no_change_and_equals_its_field() -> None:
    """The state diff and eval_field_equals see instants, not spellings (google-drive's comment modified_time)."""
    from forgingground.engine.state import changed_fields, diff_states

    before = {"comments": [{"id": "c1", "modified_time": "2026-02-10T10:00:00Z", "n": 1}]}
    respelled = {"comments": [{"id": "c1", "modified_time": "2026-02-10T15:30:00.000+05:30", "n": 1}]}
    assert not diff_states(before, respelled, {"comments": ["id"]})
    touched = {"comments": [{"id": "c1", "modified_time": "2026-02-10T15:30:01+05:30", "n": 1}]}
    assert changed_fields(before["comments"][0], touched["comments"][0]) == ["modified_time"]
    assert changed_fields({"a": 1}, {"a": 1, "b": 2}) == ["b"]
