"""The CRUD-only baseline maps endpoints to plain storage from method and path, and leaves actions unmapped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from forgingground.generated.contract import Contract

from forgingground.baselines.naming import snake, table_for_segment
from forgingground.baselines.routes import plan

REPO = Path(__file__).resolve().parents[2]


def routes(env: str) -> dict[str, object]:
    contract = Contract.model_validate(json.loads((REPO / "environments" / env / "contract.json").read_text()))
    return {r.endpoint.id: r for r in plan(contract)}


def test_rest_paths_map_to_list_get_create_patch_replace_delete() -> None:
    r = routes("google-tasks")
    assert [(r[i].op, r[i].table) for i in ("tasks.tasks.list", "tasks.tasks.get", "tasks.tasks.insert")] == [
        ("list", "tasks"),
        ("get", "tasks"),
        ("create", "tasks"),
    ]
    assert [r[i].op for i in ("tasks.tasks.patch", "tasks.tasks.update", "tasks.tasks.delete")] == ["patch", "replace", "delete"]
    # tasks live under the list the path names: the tasklists level carries the {tasklist} parameter
    assert [(lv.table, lv.params) for lv in r["tasks.tasks.get"].levels][-2:] == [
        ("tasklists", ["tasklist"]),
        ("tasks", ["task"]),
    ]


def test_actions_are_unmapped_with_a_reason() -> None:
    r = routes("google-tasks")
    assert r["tasks.tasks.move"].op is None and "/move" in r["tasks.tasks.move"].reason
    assert r["tasks.tasks.clear"].op is None and "/clear" in r["tasks.tasks.clear"].reason


def test_rpc_segments_read_as_table_and_verb() -> None:
    r = routes("slack")
    assert (r["users_info"].op, r["users_info"].table, r["users_info"].rpc) == ("get", "users", True)
    assert (r["pins_add"].op, r["pins_add"].table) == ("create", "pins")
    assert r["chat_postMessage"].op is None  # "chat" names no table


@pytest.mark.parametrize(
    ("segment", "previous", "table"),
    [
        ("lists", None, "tasklists"),
        ("items", "cart", "cart_items"),
        ("sendAs", None, "send_as"),
        ("productList", None, "products"),
        ("v1", None, None),
    ],
)
def test_segment_to_table(segment: str, previous: str | None, table: str | None) -> None:
    tables = ["tasklists", "cart_items", "products", "send_as"]
    assert table_for_segment(segment, tables, previous) == table


def test_snake() -> None:
    assert [snake(x) for x in ("idBoard", "sendAsEmail", "calendar_id")] == ["id_board", "send_as_email", "calendar_id"]
