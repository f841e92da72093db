"""Infer contract.entities from resource schemas: every named object schema with an id becomes a table."""

from __future__ import annotations

import re
from typing import Any

TYPES = {"string": "string", "integer": "integer", "number": "number", "boolean": "boolean"}


def _table(name: str) -> str:
    snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()
    snake = re.sub(r"[^a-z0-9_]", "_", snake).strip("_") or "resource"
    return snake if snake[0].isalpha() or snake[0] == "_" else f"t_{snake}"


def _column(name: str) -> str:
    col = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()
    col = re.sub(r"[^a-z0-9_]", "_", col).strip("_") or "field"
    return col if col[0].isalpha() or col[0] == "_" else f"c_{col}"


def infer_entities(named: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """One entity per named schema that has properties including `id`; scalar columns typed, others json."""
    entities = []
    for name, schema in sorted(named.items()):
        props = schema.get("properties") or {}
        if "id" not in props:
            continue
        columns, seen = [], set()
        for prop, spec in props.items():
            col = _column(prop)
            if col in seen:
                continue
            seen.add(col)
            kind = spec.get("type") if isinstance(spec, dict) else None
            if isinstance(kind, list):
                kind = next((k for k in kind if k != "null"), None)
            columns.append({"name": col, "type": TYPES.get(kind or "", "json"), "nullable": col != "id"})
        entities.append(
            {"table": _table(name), "description": f"Inferred from the {name} schema.", "columns": columns, "primary_key": ["id"]}
        )
    tables = [e["table"] for e in entities]
    dupes = {t for t in tables if tables.count(t) > 1}
    return [e for e in entities if e["table"] not in dupes]
