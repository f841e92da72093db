"""Ops that judge the state protocol itself: every table of the data model served, rows in primary-key order, and a
reset that restores the seed exactly. The engine builds their asserts for every environment (engine/protocol.py)."""

from __future__ import annotations

from typing import Any

from ..context import CheckContext, Verdict
from ..equality import same
from ..state import row_key
from ._registry import BUILTINS

TABLES = {"type": "array", "items": {"type": "string"}}
KEYS = {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}}


@BUILTINS.register(
    "eval_state_tables",
    "GET /api/state lists every table of the data model (more tables are allowed).",
    {"type": "object", "properties": {"tables": TABLES}, "required": ["tables"], "additionalProperties": False},
    needs_state=True,
)
def eval_state_tables(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    served = set(ctx.after or {})
    missing = [t for t in params["tables"] if t not in served]
    return Verdict(not missing, f"expected every table of the data model in GET /api/state, got none for {missing}", missing)


def _ordered(keys: list[tuple[Any, ...]]) -> bool:
    """Ascending by value (numbers as numbers), or by text where a database collates text case-insensitively."""

    def sortable(key: tuple[Any, ...], fold: bool) -> tuple[Any, ...]:
        return tuple(
            (0, v, "")
            if isinstance(v, int | float) and not isinstance(v, bool)
            else (1, 0, str(v).casefold() if fold else str(v))
            for v in key
        )

    return any(keys == sorted(keys, key=lambda k, f=fold: sortable(k, f)) for fold in (False, True))


@BUILTINS.register(
    "eval_state_rows_ordered",
    "GET /api/state lists each table's rows in primary-key order.",
    {"type": "object", "properties": {"keys": KEYS}, "required": ["keys"], "additionalProperties": False},
    needs_state=True,
)
def eval_state_rows_ordered(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    unordered = []
    for table, pk in params["keys"].items():
        rows = (ctx.after or {}).get(table)
        if not rows or not pk or not all(isinstance(r, dict) and all(c in r for c in pk) for r in rows):
            continue  # a missing table or column is eval_state_tables' and eval_state_is_seed's finding
        if not _ordered([tuple(r[c] for c in pk) for r in rows]):
            unordered.append(table)
    return Verdict(not unordered, f"expected rows ordered by primary key, got another order in {unordered}", unordered)


@BUILTINS.register(
    "eval_state_is_seed",
    "After POST /api/reset the state holds exactly the seed's rows (columns the seed names, instants as instants).",
    {
        "type": "object",
        "properties": {"tables": {"type": "object"}, "keys": KEYS},
        "required": ["tables", "keys"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_state_is_seed(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    problems: list[str] = []
    for table, seed_rows in params["tables"].items():
        rows = (ctx.after or {}).get(table)
        if rows is None:
            problems.append(f"{table}: not served")
            continue
        pk = params["keys"].get(table)
        served = {row_key(r, pk): r for r in rows if isinstance(r, dict)}
        wanted = {row_key(r, pk): r for r in seed_rows}
        missing = [k for k in wanted if k not in served]
        extra = [k for k in served if k not in wanted]
        differ = [k for k, r in wanted.items() if k in served and not same(r, served[k])]
        for label, found in (("missing", missing), ("not in the seed", extra), ("differing from the seed", differ)):
            if found:
                problems.append(f"{table}: {len(found)} row(s) {label}, e.g. {found[0]}")
    return Verdict(not problems, f"expected the seed's rows exactly, got {'; '.join(problems[:4])}", problems[:10])
