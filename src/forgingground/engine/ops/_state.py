"""Ops over the application state (GET /api/state) and its diff since the restore."""

from __future__ import annotations

from typing import Any

from ..context import CheckContext, Verdict
from ..equality import same
from ..state import changed_fields, row_matches
from ._registry import BUILTINS

WHERE = {
    "type": "object",
    "description": 'column -> value; a value may be {"$in": [...]}, {"$contains": v}, {"$not_contains": v}, {"$ne": v} '
    'or {"$subset": {...}} (a JSON object holding at least these keys and values).',
}
TABLE = {"type": "string", "minLength": 1}


def _rows(ctx: CheckContext, table: str, where: dict[str, Any], when: str = "after") -> list[dict[str, Any]] | None:
    tables = ctx.after if when == "after" else ctx.before
    if tables is None or table not in tables:
        return None
    return [r for r in tables[table] if row_matches(r, where)]


def _no_table(table: str) -> Verdict:
    return Verdict(False, f"expected a table {table!r} in GET /api/state, got none")


@BUILTINS.register(
    "eval_row_exists",
    "At the end, a table holds at least one row (or exactly `count` rows) matching the conditions.",
    {
        "type": "object",
        "properties": {"table": TABLE, "where": WHERE, "count": {"type": "integer", "minimum": 1}},
        "required": ["table", "where"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_row_exists(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    rows = _rows(ctx, params["table"], params["where"])
    if rows is None:
        return _no_table(params["table"])
    if "count" in params:
        ok = len(rows) == params["count"]
        return Verdict(
            ok, f"expected {params['count']} row(s) in {params['table']} matching {params['where']}, got {len(rows)}", rows[:3]
        )
    return Verdict(bool(rows), f"expected a row in {params['table']} matching {params['where']}, got {len(rows)}", rows[:3])


@BUILTINS.register(
    "eval_row_absent",
    "At the end, no row of a table matches the conditions.",
    {
        "type": "object",
        "properties": {"table": TABLE, "where": WHERE},
        "required": ["table", "where"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_row_absent(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    rows = _rows(ctx, params["table"], params["where"])
    if rows is None:
        return _no_table(params["table"])
    return Verdict(not rows, f"expected no row in {params['table']} matching {params['where']}, got {len(rows)}", rows[:3])


@BUILTINS.register(
    "eval_row_count_delta",
    "The number of rows matching the conditions changed by exactly `delta` since the restore.",
    {
        "type": "object",
        "properties": {"table": TABLE, "where": WHERE, "delta": {"type": "integer"}},
        "required": ["table", "delta"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_row_count_delta(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    where = params.get("where", {})
    before = _rows(ctx, params["table"], where, "before")
    after = _rows(ctx, params["table"], where, "after")
    if before is None or after is None:
        return _no_table(params["table"])
    delta = len(after) - len(before)
    return Verdict(
        delta == params["delta"],
        f"expected {params['delta']:+d} row(s) in {params['table']}, got {delta:+d} ({len(before)} -> {len(after)})",
    )


@BUILTINS.register(
    "eval_field_equals",
    "At the end, every row matching the conditions (at least one) has a field equal to a value.",
    {
        "type": "object",
        "properties": {"table": TABLE, "where": WHERE, "field": {"type": "string"}, "equals": {}},
        "required": ["table", "where", "field", "equals"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_field_equals(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    rows = _rows(ctx, params["table"], params["where"])
    if rows is None:
        return _no_table(params["table"])
    if not rows:
        return Verdict(False, f"expected a row in {params['table']} matching {params['where']}, got none")
    values = [r.get(params["field"]) for r in rows]
    ok = all(same(params["equals"], v) for v in values)
    return Verdict(ok, f"expected {params['table']}.{params['field']} = {params['equals']!r}, got {values[:5]!r}", values[:5])


@BUILTINS.register(
    "eval_nothing_else_changed",
    "The state diff since the restore holds no change outside the allowed rows: collateral damage fails.",
    {
        "type": "object",
        "properties": {
            "allow": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "table": TABLE,
                        "where": WHERE,
                        "columns": {
                            "type": "array",
                            "items": {"type": "string"},
                            "minItems": 1,
                            "description": "Allow only changes of these columns of matching rows (e.g. an activity "
                            "timestamp the spec leaves free): a row added, removed or changed elsewhere is still stray.",
                        },
                    },
                    "required": ["table"],
                    "additionalProperties": False,
                },
            },
            "expect_change": {
                "type": "boolean",
                "default": False,
                "description": "Also fail when no allowed row changed: the intended change must have happened.",
            },
        },
        "required": ["allow"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_nothing_else_changed(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    allowed = params["allow"]

    def is_allowed(table: str, *rows: dict[str, Any], changed: set[str] | None = None) -> bool:
        return any(
            a["table"] == table
            and any(row_matches(r, a.get("where", {})) for r in rows)
            and ("columns" not in a or (changed is not None and changed <= set(a["columns"])))
            for a in allowed
        )

    def columns(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
        return set(changed_fields(before, after))

    def loose(a: dict[str, Any]) -> bool:
        return "columns" not in a

    stray: list[str] = []
    intended = 0
    for table, d in ctx.diff().tables.items():
        intended += sum(is_allowed(table, r) for r in d.added) + sum(is_allowed(table, r) for r in d.removed)
        # a change only to columns the spec leaves free is tolerated, not the intended change
        intended += sum(
            any(loose(a) and a["table"] == table and any(row_matches(r, a.get("where", {})) for r in (b, af)) for a in allowed)
            for b, af in d.changed
        )
        stray += [f"{table}: added {r}" for r in d.added if not is_allowed(table, r)]
        stray += [f"{table}: removed {r}" for r in d.removed if not is_allowed(table, r)]
        stray += [f"{table}: changed {b} -> {a}" for b, a in d.changed if not is_allowed(table, b, a, changed=columns(b, a))]
    if stray:
        return Verdict(
            False,
            f"expected no change outside the allowed rows, got {len(stray)}, first: {stray[0][:300]}",
            [s[:300] for s in stray[:10]],
        )
    if params.get("expect_change") and not intended:
        return Verdict(False, "expected the intended change, got nothing changed at all: the intended change did not happen")
    return Verdict(True, "no change outside the allowed rows")


@BUILTINS.register(
    "eval_related_row",
    "At the end, a row matching `where` refers (in column `via`, equal or contained in a list) to a row of another table "
    "matching `related.where`: a relation checked without knowing the ids the app chose.",
    {
        "type": "object",
        "properties": {
            "table": TABLE,
            "where": WHERE,
            "via": {"type": "string"},
            "related": {
                "type": "object",
                "properties": {"table": TABLE, "where": WHERE, "column": {"type": "string"}},
                "required": ["table", "where", "column"],
                "additionalProperties": False,
            },
        },
        "required": ["table", "where", "via", "related"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_related_row(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    related = params["related"]
    targets = _rows(ctx, related["table"], related["where"])
    rows = _rows(ctx, params["table"], params["where"])
    if targets is None or rows is None:
        return _no_table(params["table"] if rows is None else related["table"])
    if not targets:
        return Verdict(False, f"expected a row in {related['table']} matching {related['where']}, got none")
    keys = [t.get(related["column"]) for t in targets]
    for row in rows:
        value = row.get(params["via"])
        if any(value == k or (isinstance(value, list) and k in value) for k in keys):
            return Verdict(True, f"{params['table']}.{params['via']} refers to {related['table']}.{related['column']} {keys[:3]}")
    return Verdict(
        False,
        f"expected a row in {params['table']} matching {params['where']} that refers to {related['table']} {keys[:3]}, "
        f"got {len(rows)} row(s), none referring to it",
        rows[:3],
    )
