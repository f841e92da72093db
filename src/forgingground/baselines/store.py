"""The seed's tables held in memory, with the plain lookups CRUD needs: rows by identifying value, by parent, by column."""

from __future__ import annotations

import copy
from typing import Any

from forgingground.generated.contract import Entity

from .naming import singular, snake

Row = dict[str, Any]
IDENTIFYING = ("name", "number", "login", "email", "code", "slug")  # columns a path value may name a row by


class Store:
    def __init__(self, entities: list[Entity], seed_tables: dict[str, list[Row]]) -> None:
        self.entities = {e.table: e for e in entities}
        self.seed = seed_tables
        self.tables: dict[str, list[Row]] = {}
        self.reset()

    def reset(self) -> None:
        self.tables = {name: copy.deepcopy(rows) for name, rows in self.seed.items()}
        for table in self.entities:
            self.tables.setdefault(table, [])

    def columns(self, table: str) -> list[str]:
        return [c.name for c in self.entities[table].columns]

    def pk(self, table: str) -> list[str]:
        return list(self.entities[table].primary_key)

    def column_for(self, table: str, key: str) -> str | None:
        """The column an API key writes or filters: itself, its snake_case, or key_id (channel -> channel_id)."""
        columns = self.columns(table)
        for candidate in (key, snake(key), f"{snake(key)}_id", f"id_{snake(key)}"):
            if candidate in columns:
                return candidate
        return None

    def identity_columns(self, table: str, param: str) -> list[str]:
        """Columns a path parameter may name a row by, best first: the key, tasklist -> id, issue_number -> number."""
        columns = self.columns(table)
        word = singular(table)
        stripped = snake(param).removeprefix(word + "_").removeprefix("id_")
        found = [c for c in (snake(param), stripped) if c in columns and c not in self._foreign(table)]
        found += [c for c in self.pk(table) if len(self.pk(table)) == 1]
        found += [c for c in IDENTIFYING if c in columns]
        return list(dict.fromkeys(found))

    def _foreign(self, table: str) -> set[str]:
        return {fk.column for fk in self.entities[table].foreign_keys or []}

    def find(self, table: str, params: dict[str, str], rows: list[Row] | None = None) -> Row | None:
        """The row the path values name; each value is matched against the first identity column that has it."""
        candidates = self.tables[table] if rows is None else rows
        for param, value in params.items():
            for column in self.identity_columns(table, param):
                matched = [r for r in candidates if _same(r.get(column), value)]
                if matched:
                    candidates = matched
                    break
            else:
                return None
        return candidates[0] if candidates else None

    def link(self, child: str, parent: str) -> tuple[str, str] | None:
        """(child column, parent column) joining child rows to a parent row: a declared foreign key, else a naming guess."""
        for fk in self.entities[child].foreign_keys or []:
            if fk.table == parent:
                return fk.column, fk.references
        word = singular(parent)
        for column in (f"{word}_id", f"id_{word}", word):
            if column in self.columns(child) and len(self.pk(parent)) == 1:
                return column, self.pk(parent)[0]
        return None

    def new_id(self, table: str) -> Any:
        """max + 1 for integer keys; `<table>-<n>` for text keys."""
        key = self.pk(table)[0]
        values = [r.get(key) for r in self.tables[table]]
        numbers = [v for v in values if isinstance(v, int)]
        if values and len(numbers) == len(values):
            return max(numbers) + 1
        n = len(values) + 1
        while f"{singular(table)}-{n}" in values:
            n += 1
        return f"{singular(table)}-{n}"


def _same(stored: Any, given: Any) -> bool:
    return stored is not None and str(stored) == str(given)
