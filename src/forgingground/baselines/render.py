"""Shape stored rows into the bodies the contract's response schemas ask for: key names, the list envelope, the wrapper.

Only the shape is read from the schema (local `$ref`s followed); no value is computed. A null column is left out
when the schema's property does not admit null, as an API that omits unset fields does. Without a response schema,
rows keep their column names and a list is a bare array.
"""

from __future__ import annotations

from typing import Any

from .naming import snake

Row = dict[str, Any]
Schema = dict[str, Any] | None


def deref(schema: Any, root: Schema) -> Any:
    """The schema a local `$ref` (#/$defs/X) points to, followed until it is no reference."""
    seen = 0
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and schema["$ref"].startswith("#/") and seen < 20:
        node: Any = root
        for part in schema["$ref"][2:].split("/"):
            node = node.get(part) if isinstance(node, dict) else None
        schema, seen = node, seen + 1
    return schema


def _properties(schema: Schema) -> dict[str, Any]:
    return (schema or {}).get("properties") or {}


def _is(schema: Any, kind: str) -> bool:
    t = (schema or {}).get("type") if isinstance(schema, dict) else None
    return t == kind or (isinstance(t, list) and kind in t)


def rename(row: Row, schema: Schema, root: Schema = None) -> Row:
    """Columns renamed to the schema's property of the same snake_case name (id_board -> idBoard); unset ones left out."""
    props = _properties(deref(schema, root))
    by_snake = {snake(p): p for p in props}
    out = {}
    for column, value in row.items():
        key = by_snake.get(column, column)
        if value is None and key in props and not _is(deref(props[key], root), "null"):
            continue
        out[key] = value
    return out


def _row_schema(schema: Schema, columns: set[str]) -> tuple[str | None, Schema]:
    """(wrapper property, row schema): Slack's {"ok", "user": {...}} wraps the row, a flat schema is the row itself."""
    props = _properties(deref(schema, schema))
    if any(snake(p) in columns for p in props) or not props:
        return None, schema
    objects = [p for p, s in props.items() if _is(deref(s, schema), "object")]
    return (objects[0], props[objects[0]]) if len(objects) == 1 else (None, schema)


def one(row: Row, schema: Schema) -> Any:
    wrapper, row_schema = _row_schema(schema, set(row))
    body = rename(row, row_schema, schema)
    return {wrapper: body} if wrapper else body


def many(rows: list[Row], schema: Schema) -> Any:
    """A bare array when the schema is one (or absent); else the rows under the schema's first array property."""
    top = deref(schema, schema)
    if top is None or _is(top, "array"):
        return [rename(r, (top or {}).get("items"), schema) for r in rows]
    arrays = [p for p, s in _properties(top).items() if _is(deref(s, schema), "array")]
    if not arrays:
        return [rename(r, None) for r in rows]
    field = deref(_properties(top)[arrays[0]], schema)
    return {arrays[0]: [rename(r, field.get("items"), schema) for r in rows]}
