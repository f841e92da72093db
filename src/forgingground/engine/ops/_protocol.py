"""Ops that judge the state protocol itself: every table of the data model served, rows in primary-key order, and a
reset that restores the seed exactly. The engine builds their asserts for every environment (engine/protocol.py)."""

from __future__ import annotations

import functools
from datetime import UTC, datetime, timedelta
from typing import Any

from ..app_store import key_text
from ..context import CheckContext, Verdict
from ..equality import instant, same
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


def _sortable(key: tuple[Any, ...], fold: bool) -> tuple[Any, ...]:
    return tuple(
        (0, v, "") if isinstance(v, int | float) and not isinstance(v, bool) else (1, 0, str(v).casefold() if fold else str(v))
        for v in key
    )


def _ordered(keys: list[tuple[Any, ...]]) -> bool:
    """Ascending by value (numbers as numbers), or by text where a database collates text case-insensitively."""
    return any(keys == sorted(keys, key=functools.partial(_sortable, fold=fold)) for fold in (False, True))


def out_of_order(state: dict[str, Any] | None, keys: dict[str, list[str]]) -> dict[str, str]:
    """Per table served in another order than its primary key's: the first two neighbours out of order, as text."""
    found = {}
    for table, pk in keys.items():
        rows = (state or {}).get(table)
        if not rows or not pk or not all(isinstance(r, dict) and all(c in r for c in pk) for r in rows):
            continue  # a missing table or column is eval_state_tables' and eval_state_is_seed's finding
        served = [tuple(r[c] for c in pk) for r in rows]
        if not _ordered(served):
            at = next(i for i in range(len(served) - 1) if _sortable(served[i], True) > _sortable(served[i + 1], True))
            pair = (served[at], served[at + 1])
            found[table] = " before ".join(repr(k[0] if len(k) == 1 else k) for k in pair)
    return found


@BUILTINS.register(
    "eval_state_rows_ordered",
    "GET /api/state lists each table's rows in primary-key order.",
    {"type": "object", "properties": {"keys": KEYS}, "required": ["keys"], "additionalProperties": False},
    needs_state=True,
)
def eval_state_rows_ordered(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    unordered = out_of_order(ctx.after, params["keys"])
    return Verdict(
        not unordered,
        f"expected rows ordered by primary key, got another order in {', '.join(f'{t} ({p})' for t, p in unordered.items())}",
        sorted(unordered),
    )


@BUILTINS.register(
    "eval_state_order_kept",
    "GET /api/state keeps each table's rows in primary-key order after writes: every state the run read after a "
    "write that changed it is judged (the engine records them; rows a write added may sort before older ones).",
    {"type": "object", "properties": {}, "additionalProperties": False},
)
def eval_state_order_kept(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    seen = ctx.stack or {}
    judged, disorder = seen.get("judged", 0), seen.get("disorder") or []
    if disorder:
        return Verdict(
            False, f"expected rows ordered by primary key after writes too, got {'; '.join(disorder[:3])}", disorder[:10]
        )
    if not judged:
        return Verdict(False, "expected the run's writes to change the state, got the seed after every write: no order to judge")
    return Verdict(True, f"{judged} state(s) read after writes, every table in primary-key order")


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
    problems = _row_problems(params["tables"], ctx.after or {}, params["keys"], "the seed")
    return Verdict(not problems, f"expected the seed's rows exactly, got {'; '.join(problems[:4])}", problems[:10])


def _row_problems(expected: dict[str, list[Any]], served: dict[str, Any], keys: dict[str, list[str]], what: str) -> list[str]:
    """Per table: rows of `expected` missing, rows not in it, rows differing from it (columns it names, instants as instants)."""
    problems: list[str] = []
    for table, wanted_rows in expected.items():
        rows = served.get(table)
        if rows is None:
            problems.append(f"{table}: not served")
            continue
        pk = keys.get(table)
        got = {row_key(r, pk): r for r in rows if isinstance(r, dict)}
        wanted = {row_key(r, pk): r for r in wanted_rows if isinstance(r, dict)}
        missing = [k for k in wanted if k not in got]
        extra = [k for k in got if k not in wanted]
        differ = [k for k, r in wanted.items() if k in got and not same(r, got[k])]
        for label, found in (("missing", missing), (f"not in {what}", extra), (f"differing from {what}", differ)):
            if found:
                problems.append(f"{table}: {len(found)} row(s) {label}, e.g. {found[0]}")
    return problems


STACK_PARAMS = {"type": "object", "properties": {"keys": KEYS}, "required": ["keys"], "additionalProperties": False}


def _served_keys(rows: Any, pk: list[str]) -> list[tuple[str, ...]] | None:
    if not isinstance(rows, list) or not all(isinstance(r, dict) and all(c in r for c in pk) for r in rows):
        return None
    return sorted(tuple(key_text(r[c]) for c in pk) for r in rows)  # spelled as the database read spells them


@BUILTINS.register(
    "eval_stack_database",
    "The database DATABASE_URL names holds, in each table of the data model, the rows GET /api/state serves "
    "(compared by primary key).",
    STACK_PARAMS,
)
def eval_stack_database(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    seen = ctx.stack or {}
    if "stored_error" in seen:
        return Verdict(False, f"expected the data in the database DATABASE_URL names: {seen['stored_error']}")
    stored, served = seen.get("stored") or {}, seen.get("served") or {}
    problems = []
    for table, pk in params["keys"].items():
        in_db = stored.get(table)
        if isinstance(in_db, str) or in_db is None:
            problems.append(f"{table}: no such table or key column ({pk}) in the database: {in_db or 'not read'}")
            continue
        shown = _served_keys(served.get(table), pk)
        if shown is not None and shown != in_db:
            lost = sorted(set(shown) - set(in_db))
            problems.append(
                f"{table}: {len(in_db)} row(s) stored, {len(shown)} served" + (f"; e.g. {lost[0]} is not stored" if lost else "")
            )
    return Verdict(not problems, f"expected the served rows in the database, got {'; '.join(problems[:4])}", problems[:10])


@BUILTINS.register(
    "eval_stack_kept",
    "Restarted after a chain's writes, the app serves the state it served before the restart (rows by primary key).",
    STACK_PARAMS,
)
def eval_stack_kept(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    seen = ctx.stack or {}
    if "restart_error" in seen:
        return Verdict(False, f"expected the app to start again after a restart, got {seen['restart_error'][:600]}")
    served = seen.get("served") or {}
    if not _row_problems(served, ctx.before or {}, params["keys"], "the state"):
        return Verdict(False, "expected the chain's writes to change the state, got the seed: a restart keeps nothing to judge")
    problems = _row_problems(served, seen.get("after_restart") or {}, params["keys"], "the state before the restart")
    return Verdict(not problems, f"expected the state served before the restart, got {'; '.join(problems[:4])}", problems[:10])


STAMP_WINDOW = timedelta(hours=1)  # a write stamps the clock, or the clock plus a small step (a counter's seconds)


def _when(value: Any) -> datetime | None:
    """The instant a value names: RFC 3339 text in any spelling, or epoch milliseconds or seconds (number or digits)."""
    if isinstance(value, bool):
        return None
    if (found := instant(value)) is not None:
        return found
    epoch = int(value) if isinstance(value, int) or (isinstance(value, str) and value.isdigit() and len(value) < 20) else None
    if epoch is not None and 10**12 <= epoch < 10**13:
        return datetime.fromtimestamp(epoch / 1000, UTC)
    if epoch is not None and 10**9 <= epoch < 10**10:
        return datetime.fromtimestamp(epoch, UTC)
    return None


def _offset(value: Any, clock: datetime | None) -> timedelta | None:
    """How far after the clock a value lies, when it is an instant at the clock or up to STAMP_WINDOW after it."""
    when = _when(value)
    if clock is None or when is None or not timedelta(0) <= when - clock <= STAMP_WINDOW:
        return None
    return when - clock


def _stamped(row: dict[str, Any], seed_row: dict[str, Any] | None, clock: datetime | None, seeded: set[datetime]) -> list[str]:
    """Columns of a row the run wrote (all of a new row's; a changed row's changed ones) holding the clock's instant, or
    an instant just after it that no seed row holds (a value copied from the seed is no stamp)."""
    return [
        c
        for c, v in row.items()
        if _offset(v, clock) is not None
        and _when(v) not in seeded
        and (seed_row is None or not (c in seed_row and same(seed_row[c], v)))
    ]


def _counterpart(row: dict[str, Any], pk: list[str], rows: dict[str, dict[str, Any]], skip: list[str]) -> dict | None:
    """The same row in the other run: by primary key, else the one row equal on every column but the stamped ones."""
    if (found := rows.get(row_key(row, pk))) is not None:
        return found
    ignore = set(skip) | set(pk)
    alike = [r for r in rows.values() if all(c in ignore or (c in r and same(v, r[c])) for c, v in row.items())]
    return alike[0] if len(alike) == 1 else None


@BUILTINS.register(
    "eval_reset_now",
    "POST /api/reset honours `now`: the same writes after a reset to a later clock stamp that clock (or the same step "
    "after it, up to an hour) wherever the seed's clock was stamped; instants copied from the seed are no stamps.",
    {
        "type": "object",
        "properties": {"keys": KEYS, "first": {"type": "string"}, "shifted": {"type": "string"}},
        "required": ["keys", "first", "shifted"],
        "additionalProperties": False,
    },
)
def eval_reset_now(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    seen, seed = ctx.stack or {}, ctx.before or {}
    first, shifted = seen.get("first") or {}, seen.get("shifted") or {}
    t1, t2 = instant(params["first"]), instant(params["shifted"])
    if not _row_problems(first, seed, params["keys"], "the seed"):
        return Verdict(False, "expected the chain's writes to change the state, got the seed: no stamp to judge the clock by")
    judged, wrong = 0, []
    seeded: set[datetime] = {
        w
        for rows in seed.values()
        if isinstance(rows, list)
        for r in rows
        if isinstance(r, dict)
        for w in map(_when, r.values())
        if w is not None and w != t1
    }
    for table, rows in first.items():
        pk = params["keys"].get(table)
        seed_rows = {row_key(r, pk): r for r in seed.get(table) or [] if isinstance(r, dict)}
        later = {row_key(r, pk): r for r in shifted.get(table) or [] if isinstance(r, dict)}
        for row in rows if isinstance(rows, list) else []:
            if not isinstance(row, dict) or not (stamped := _stamped(row, seed_rows.get(row_key(row, pk)), t1, seeded)):
                continue
            other = _counterpart(row, pk or [], later, stamped)
            if other is None:
                continue  # the later clock changed what the chain could do: nothing to compare this row with
            judged += 1
            wrong += [
                f"{table} {row_key(row, pk)} {c}: {other.get(c)!r}"
                for c in stamped
                if _offset(other.get(c), t2) != _offset(row[c], t1)
            ]
    if wrong:
        return Verdict(False, f"expected {params['shifted']} after a reset to that now, got {'; '.join(wrong[:3])}", wrong[:10])
    if not judged:
        return Verdict(True, "the chain stamps the clock on nothing it writes: nothing to judge (held)")
    return Verdict(True, f"{judged} row(s) stamped with the reset's now")
