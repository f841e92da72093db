"""Google API discovery documents -> contract.api endpoints with parameters and JSON Schemas."""

from __future__ import annotations

import fnmatch
from typing import Any

SCALARS = {"string", "integer", "number", "boolean"}


class DeriveError(Exception):
    """The description is not what the deriver expects; the message says where."""


def _schema(node: dict[str, Any], where: str) -> dict[str, Any]:
    """One discovery schema node as JSON Schema 2020-12 ($ref to #/$defs/<name>)."""
    if not isinstance(node, dict):
        raise DeriveError(f"{where}: a schema must be an object, got {type(node).__name__}")
    if "$ref" in node:
        return {"$ref": f"#/$defs/{node['$ref']}"}
    kind = node.get("type")
    out: dict[str, Any] = {}
    if kind in SCALARS:
        out["type"] = kind
    elif kind == "array":
        out["type"] = "array"
        if "items" in node:
            out["items"] = _schema(node["items"], f"{where}/items")
    elif kind == "object" or "properties" in node:
        out["type"] = "object"
        if "properties" in node:
            out["properties"] = {k: _schema(v, f"{where}/properties/{k}") for k, v in node["properties"].items()}
        if "additionalProperties" in node:
            out["additionalProperties"] = _schema(node["additionalProperties"], f"{where}/additionalProperties")
    elif kind not in (None, "any"):
        raise DeriveError(f"{where}: unknown discovery type {kind!r}")
    for key in ("enum", "format", "pattern"):
        if key in node:
            out[key] = node[key]
    return out


def _refs(schema: Any) -> set[str]:
    if isinstance(schema, dict):
        found = {schema["$ref"].removeprefix("#/$defs/")} if "$ref" in schema else set()
        for value in schema.values():
            found |= _refs(value)
        return found
    if isinstance(schema, list):
        return set().union(*map(_refs, schema)) if schema else set()
    return set()


def _with_defs(ref: str, defs: dict[str, dict[str, Any]], where: str) -> dict[str, Any]:
    """{"$ref": X} plus every definition it reaches, so the schema stands alone (recursion allowed)."""
    if ref not in defs:
        raise DeriveError(f"{where}: $ref {ref!r} names no schema in the document")
    needed, todo = set(), [ref]
    while todo:
        name = todo.pop()
        if name in needed:
            continue
        if name not in defs:
            raise DeriveError(f"{where}: $ref {name!r} names no schema in the document")
        needed.add(name)
        todo += sorted(_refs(defs[name]))
    return {"$ref": f"#/$defs/{ref}", "$defs": {n: defs[n] for n in sorted(needed)}}


def _param(name: str, node: dict[str, Any]) -> dict[str, Any]:
    schema = {k: v for k, v in _schema({**node, "type": node.get("type", "string")}, name).items()}
    if "default" in node:
        schema["default"] = node["default"]
    param: dict[str, Any] = {"name": name, "in": node.get("location", "query"), "required": bool(node.get("required"))}
    if node.get("repeated"):
        param["repeated"] = True
    param["schema"] = schema
    return param


def _methods(resources: dict[str, Any], trail: str) -> list[tuple[str, dict[str, Any]]]:
    found = []
    for rname, resource in sorted(resources.items()):
        for mname, method in sorted(resource.get("methods", {}).items()):
            found.append((f"{trail}{rname}.{mname}", method))
        found += _methods(resource.get("resources", {}), f"{trail}{rname}.")
    return found


def derive_discovery(
    doc: dict[str, Any], include: list[str] | None = None, exclude: list[str] | None = None
) -> list[dict[str, Any]]:
    """contract.api entries for every method (filtered by fnmatch patterns on the method id), sorted by id."""
    for key in ("name", "version", "schemas"):
        if key not in doc:
            raise DeriveError(f"not a discovery document: no {key!r} at the top level")
    try:
        defs = {name: _schema(node, f"/schemas/{name}") for name, node in doc["schemas"].items()}
    except DeriveError:
        raise
    base = "/" + doc.get("servicePath", "").lstrip("/")
    endpoints = []
    for trail_id, method in _methods(doc.get("resources", {}), ""):
        method_id = method.get("id", f"{doc['name']}.{trail_id}")
        if include and not any(fnmatch.fnmatchcase(method_id, p) for p in include):
            continue
        if exclude and any(fnmatch.fnmatchcase(method_id, p) for p in exclude):
            continue
        where = f"/resources/{trail_id}"
        for key in ("httpMethod", "path"):
            if key not in method:
                raise DeriveError(f"{where}: method {method_id} has no {key!r}")
        params = method.get("parameters", {})
        order = list(method.get("parameterOrder", []))
        names = order + sorted(n for n in params if n not in order)
        endpoint: dict[str, Any] = {
            "id": method_id,
            "method": method["httpMethod"],
            "path": (base.rstrip("/") + "/" + method["path"]).replace("//", "/"),
            "summary": (method.get("description") or "").split("\n")[0][:200],
            "params": [_param(n, params[n]) for n in names if n in params],
            "request_schema": _with_defs(method["request"]["$ref"], defs, where) if "request" in method else None,
            "response_schema": _with_defs(method["response"]["$ref"], defs, where) if "response" in method else None,
            "success_status": 200 if "response" in method else 204,
            "source": {"kind": "discovery", "ref": method_id, "document": f"{doc['name']}.{doc['version']}"},
        }
        endpoints.append(endpoint)
    return sorted(endpoints, key=lambda e: e["id"])
