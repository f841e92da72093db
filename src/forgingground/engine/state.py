"""Application state as served by GET /api/state, and the diff between two states."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .equality import equal, same

Row = dict[str, Any]
Tables = dict[str, list[Row]]


def row_key(row: Row, pk: list[str] | None) -> str:
    """A stable key for a row: its primary-key values, else the whole row."""
    if pk and all(c in row for c in pk):
        return json.dumps([row[c] for c in pk], sort_keys=True, default=str)
    if "id" in row:
        return json.dumps([row["id"]], default=str)
    return json.dumps(row, sort_keys=True, default=str)


@dataclass
class TableDiff:
    added: list[Row] = field(default_factory=list)
    removed: list[Row] = field(default_factory=list)
    changed: list[tuple[Row, Row]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)


@dataclass
class StateDiff:
    """Rows added, removed and changed per table between two states."""

    tables: dict[str, TableDiff] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return any(self.tables.values())

    def to_json(self, limit: int = 20) -> dict[str, Any]:
        """A compact, JSON-ready view for evidence (at most `limit` rows per kind)."""
        out: dict[str, Any] = {}
        for name, d in self.tables.items():
            if not d:
                continue
            out[name] = {
                "added": d.added[:limit],
                "removed": d.removed[:limit],
                "changed": [{"before": b, "after": a, "fields": changed_fields(b, a)} for b, a in d.changed[:limit]],
            }
        return out


def changed_fields(before: Row, after: Row) -> list[str]:
    return sorted(k for k in set(before) | set(after) if not equal(before.get(k), after.get(k)))


def diff_states(before: Tables, after: Tables, keys: dict[str, list[str]]) -> StateDiff:
    """Compare two states table by table, rows matched by primary key."""
    result = StateDiff()
    for name in sorted(set(before) | set(after)):
        pk = keys.get(name)
        old = {row_key(r, pk): r for r in before.get(name, [])}
        new = {row_key(r, pk): r for r in after.get(name, [])}
        d = TableDiff(
            added=[new[k] for k in new if k not in old],
            removed=[old[k] for k in old if k not in new],
            changed=[(old[k], new[k]) for k in new if k in old and not equal(old[k], new[k])],
        )
        result.tables[name] = d
    return result


def row_matches(row: Row, where: dict[str, Any]) -> bool:
    """True when every condition holds: equality as the spec means it (instants as instants, objects on the keys
    given: `same`), {"$in": [...]}, {"$contains": v}, {"$not_contains": v}, {"$ne": v}, or {"$subset": {...}} (a JSON
    object column holds at least these keys with these values)."""
    for column, expected in where.items():
        actual = row.get(column)
        if isinstance(expected, dict) and len(expected) == 1 and next(iter(expected)).startswith("$"):
            ((operator, operand),) = expected.items()
            if operator == "$in" and not any(same(o, actual) for o in operand):
                return False
            if operator == "$contains" and not (isinstance(actual, (list, str)) and operand in actual):
                return False
            if operator == "$not_contains" and isinstance(actual, (list, str)) and operand in actual:
                return False
            if operator == "$ne" and same(operand, actual):
                return False
            if operator == "$subset" and not (isinstance(actual, dict) and same(operand, actual)):
                return False
            if operator not in ("$in", "$contains", "$not_contains", "$ne", "$subset"):
                return False
        elif not same(expected, actual):
            return False
    return True
