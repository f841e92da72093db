"""The state protocol judged from the data model and seed: tables served, rows in key order, the seed restored."""

from __future__ import annotations

from pathlib import Path

from forgingground.dataset.loader import load_environment
from forgingground.engine.context import CheckContext
from forgingground.engine.empty_app import by_primary_key
from forgingground.engine.ops import BUILTINS
from forgingground.engine.protocol import protocol_units

REPO = Path(__file__).resolve().parents[2]
SEED = {"lists": [{"id": "b", "title": "B", "updated": "2026-01-15T09:00:00Z"}, {"id": "a", "title": "A"}]}
KEYS = {"lists": ["id"]}


def judge(op: str, params: dict, tables: dict) -> bool:
    found = BUILTINS.get(op)
    assert found is not None
    return found.function(CheckContext(after=tables, keys=KEYS), params).ok


def test_every_table_of_the_data_model_is_served() -> None:
    assert judge("eval_state_tables", {"tables": ["lists"]}, {"lists": [], "extra": []})
    assert not judge("eval_state_tables", {"tables": ["lists", "tasks"]}, {"lists": []})


def test_rows_come_in_primary_key_order() -> None:
    ordered = {"lists": [{"id": "a"}, {"id": "b"}, {"id": "C"}]}
    assert judge("eval_state_rows_ordered", {"keys": KEYS}, ordered), "a case-insensitive collation's order is accepted"
    assert judge("eval_state_rows_ordered", {"keys": KEYS}, {"lists": [{"id": "B"}, {"id": "a"}]}), "code point order"
    assert not judge("eval_state_rows_ordered", {"keys": KEYS}, {"lists": [{"id": "b"}, {"id": "a"}]})
    numbers = {"n": [{"id": 2}, {"id": 10}]}
    assert judge("eval_state_rows_ordered", {"keys": {"n": ["id"]}}, numbers), "numbers as numbers, not as text"
    assert not judge("eval_state_rows_ordered", {"keys": {"n": ["id"]}}, {"n": [{"id": 10}, {"id": 2}]})


def test_order_after_writes_is_judged_on_what_the_engine_recorded() -> None:
    from forgingground.engine.ops._protocol import out_of_order

    assert out_of_order({"lists": [{"id": "b"}, {"id": "a"}]}, KEYS) == {"lists": "'b' before 'a'"}
    assert out_of_order({"lists": [{"id": "a"}, {"id": "B"}]}, KEYS) == {}, "a case-insensitive collation's order"
    found = BUILTINS.get("eval_state_order_kept")
    assert found is not None
    kept = found.function(CheckContext(stack={"judged": 3, "disorder": []}), {})
    broken = found.function(CheckContext(stack={"judged": 3, "disorder": ["lists after chain c ('b' before 'a')"]}), {})
    assert kept.ok and not broken.ok and "chain c" in broken.message
    nothing = found.function(CheckContext(stack={"judged": 0, "disorder": []}), {})
    assert not nothing.ok, "an app whose writes change nothing has no order to show"


def test_a_reset_restores_the_seed_exactly() -> None:
    params = {"tables": SEED, "keys": KEYS}
    respelled = {
        "lists": [{"id": "a", "title": "A", "extra": None}, {"id": "b", "title": "B", "updated": "2026-01-15T09:00:00.000+00:00"}]
    }
    assert judge("eval_state_is_seed", params, respelled), "any order, columns the seed does not name, instants as instants"
    assert not judge("eval_state_is_seed", params, {"lists": SEED["lists"][:1]}), "a row missing"
    assert not judge("eval_state_is_seed", params, {"lists": [*SEED["lists"], {"id": "c", "title": "C"}]}), "a row added"
    assert not judge("eval_state_is_seed", params, {"lists": [SEED["lists"][0], {"id": "a", "title": "a"}]}), "a value changed"
    assert not judge("eval_state_is_seed", params, {}), "a table dropped"


def test_every_environment_gets_the_protocol_asserts_from_its_own_model() -> None:
    env = load_environment(REPO / "environments" / "google-tasks")
    start, end = protocol_units(env)
    ids = [a.id for a in start.asserts + end.asserts]
    assert ids == [
        "leaf.protocol.state.tables",
        "leaf.protocol.state.order",
        "leaf.protocol.reset.seed",
        "leaf.protocol.state.order_kept",
        "leaf.protocol.reset.restores",
    ]
    assert end.reset_first and not start.reset_first
    tables = next(a for a in start.asserts if a.check.op == "eval_state_tables").check.params["tables"]
    assert sorted(tables) == sorted(e.table for e in env.contract.entities)


def test_the_empty_app_serves_rows_in_key_order() -> None:
    served = by_primary_key({"n": [{"id": 10}, {"id": 2}], "s": [{"k": "b"}, {"k": "a"}]}, {"n": ["id"], "s": ["k"]})
    assert served == {"n": [{"id": 2}, {"id": 10}], "s": [{"k": "a"}, {"k": "b"}]}
