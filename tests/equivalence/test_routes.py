"""The proxy finds a request's contract endpoint, its ordered arrays (some only for a query) and its map objects."""

from __future__ import annotations

from pathlib import Path

from forgingground.dataset.loader import load_environment
from forgingground.equivalence import RouteTable
from forgingground.equivalence.routes import compile_path, map_pointers

REPO = Path(__file__).resolve().parents[2]


def test_path_templates_match_one_segment_or_reserved_spans() -> None:
    assert compile_path("/lists/{id}/tasks").fullmatch("/lists/abc/tasks")
    assert not compile_path("/lists/{id}/tasks").fullmatch("/lists/a/b/tasks")
    assert compile_path("/files/{+path}").fullmatch("/files/a/b/c")


def test_literal_segments_win_over_parameters() -> None:
    table = RouteTable.from_environment(load_environment(REPO / "environments" / "gmail"))
    assert table.match("POST", "/gmail/v1/users/me/messages/batchDelete").endpoint == "gmail.users.messages.batchDelete"
    assert table.match("GET", "/gmail/v1/users/me/messages/abc").endpoint == "gmail.users.messages.get"
    assert table.match("GET", "/api/state") is None


def test_an_order_may_hold_only_for_a_query() -> None:
    table = RouteTable.from_environment(load_environment(REPO / "environments" / "google-calendar"))
    events = table.match("GET", "/calendar/v3/calendars/primary/events")
    assert events.ordered_for({}) == []
    assert events.ordered_for({"orderBy": ["startTime"], "singleEvents": ["true"]}) == ["/items"]
    assert events.keeps_offsets


def test_maps_come_from_the_response_schema() -> None:
    schema = {
        "type": "object",
        "properties": {
            "calendars": {"type": "object", "additionalProperties": {"$ref": "#/$defs/Cal"}},
            "items": {"type": "array", "items": {"type": "object", "properties": {"tags": {"additionalProperties": True}}}},
        },
        "$defs": {"Cal": {"type": "object", "properties": {"meta": {"additionalProperties": {"type": "string"}}}}},
    }
    assert map_pointers(schema) == ["/calendars", "/calendars/*/meta"]
