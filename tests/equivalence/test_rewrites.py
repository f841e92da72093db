"""Each rewrite of the equivalence proxy on small bodies: what it changes, what it leaves, and that it is deterministic."""

from __future__ import annotations

from datetime import datetime

import pytest

from forgingground.engine.equality import instant as any_instant
from forgingground.equivalence import UNKNOWN_FIELD, Rewrites, rewrite_body
from forgingground.equivalence.rewrites import respell_instant

ONLY_SHUFFLE = Rewrites(unknown_field=False, timestamps=False)
ONLY_FIELD = Rewrites(shuffle=False, timestamps=False)
ONLY_TIME = Rewrites(unknown_field=False, shuffle=False)


def instant(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_every_object_gets_the_unknown_field_and_keeps_its_own() -> None:
    body = {"a": 1, "items": [{"id": "x"}, {"id": "y", "sub": {"k": None}}]}
    out = rewrite_body(body, [], ONLY_FIELD)
    assert out["a"] == 1 and UNKNOWN_FIELD in out
    assert all(UNKNOWN_FIELD in item for item in out["items"]) and UNKNOWN_FIELD in out["items"][1]["sub"]
    assert body == {"a": 1, "items": [{"id": "x"}, {"id": "y", "sub": {"k": None}}]}, "the input is not changed"


def test_map_objects_get_no_unknown_field() -> None:
    out = rewrite_body({"calendars": {"primary": {"busy": []}}}, [], ONLY_FIELD, maps=["/calendars"])
    assert set(out["calendars"]) == {"primary"} and UNKNOWN_FIELD in out["calendars"]["primary"]


def test_unordered_lists_are_shuffled_and_ordered_ones_kept() -> None:
    body = {"items": [1, 2, 3, 4, 5], "labels": [[1, 2], [3, 4]]}
    out = rewrite_body(body, ["/labels/*"], ONLY_SHUFFLE)
    assert out["items"] != body["items"] and sorted(out["items"]) == body["items"]
    assert sorted(out["labels"]) == body["labels"] and all(x in ([1, 2], [3, 4]) for x in out["labels"])
    assert rewrite_body(body, ["/items"], ONLY_SHUFFLE)["items"] == body["items"]


def test_a_two_item_list_always_changes_order() -> None:
    for seed in range(20):
        assert rewrite_body(["a", "b"], [], Rewrites(unknown_field=False, timestamps=False, seed=seed)) == ["b", "a"]


def test_shuffles_are_seeded() -> None:
    body = {"items": list(range(10))}
    assert rewrite_body(body, [], ONLY_SHUFFLE, "GET /x") == rewrite_body(body, [], ONLY_SHUFFLE, "GET /x")
    seeded = {tuple(rewrite_body(body, [], Rewrites(unknown_field=False, seed=s))["items"]) for s in range(5)}
    assert len(seeded) > 1


def test_the_root_pointer_declares_a_top_level_array_ordered() -> None:
    assert rewrite_body([3, 1, 2], [""], ONLY_SHUFFLE) == [3, 1, 2]


@pytest.mark.parametrize(
    "text",
    ["2026-12-01T10:00:00.000Z", "2026-12-01T10:00:00Z", "2026-12-01T10:00:00+01:00", "2026-12-01T10:00:00.123Z"],
)
def test_instants_are_respelled_as_the_same_instant(text: str) -> None:
    out = respell_instant(text)
    assert out != text and instant(out) == instant(text)


@pytest.mark.parametrize(
    "text", ["Tue, 13 Jan 2026 00:00:00 +0000", "13 Jan 2026 05:30:00 +0530", "Tue, 13 Jan 2026 00:00:00 GMT"]
)
def test_mail_dates_are_respelled_as_the_same_instant(text: str) -> None:
    out = respell_instant(text)
    assert out != text and any_instant(out) == any_instant(text) is not None


def test_every_mail_date_spelling_shows_up() -> None:
    spellings = {respell_instant(f"Tue, {d:02d} Jan 2026 10:00:00 +0000") for d in range(1, 29)}
    assert any(s.endswith("GMT") for s in spellings) and any(s.endswith("+0530") for s in spellings)
    assert any(s[0].isdigit() for s in spellings), "a spelling without the weekday"


def test_every_spelling_shows_up_across_instants() -> None:
    spellings = {respell_instant(f"2026-12-{d:02d}T10:00:00.000Z")[19:] for d in range(1, 29)}
    assert {"Z", "+00:00", ".000+00:00", ".000+05:30"} <= spellings


def test_keep_offset_changes_only_the_fraction() -> None:
    assert respell_instant("2026-01-21T10:00:00+01:00", keep_offset=True) == "2026-01-21T10:00:00.000+01:00"
    assert respell_instant("2026-01-21T10:00:00.000Z", keep_offset=True) == "2026-01-21T10:00:00Z"
    assert respell_instant("2026-01-21T10:00:00.123Z", keep_offset=True) == "2026-01-21T10:00:00.123Z"


def test_strings_that_are_not_instants_stay() -> None:
    body = {"date": "2026-12-01", "naive": "2026-12-01T10:00:00", "text": "at 2026-12-01T10:00:00Z", "n": 3}
    out = rewrite_body(body, [], ONLY_TIME)
    assert out == body


def test_nothing_changes_with_every_rewrite_off() -> None:
    body = {"items": [{"t": "2026-12-01T10:00:00Z"}, {"t": "x"}]}
    off = Rewrites(unknown_field=False, shuffle=False, timestamps=False)
    assert rewrite_body(body, [], off) == body
