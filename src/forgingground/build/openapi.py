"""contract.api as an OpenAPI 3.1 document: what the agent's API must serve, without the verifier's probes."""

from __future__ import annotations

import json
import re
from typing import Any

from ..generated.contract import Contract, Endpoint

NO_BODY = {204, 205, 304}


def _component_name(endpoint_id: str, name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", f"{endpoint_id}.{name}")


def _lift_defs(schema: dict[str, Any], endpoint_id: str, components: dict[str, Any]) -> dict[str, Any]:
    """Move a JSON Schema's own $defs into components.schemas and point its $refs there."""
    copy = json.loads(json.dumps(schema))
    defs = copy.pop("$defs", None) or {}
    renamed = {f"#/$defs/{n}": f"#/components/schemas/{_component_name(endpoint_id, n)}" for n in defs}

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(x) for x in node]
        if not isinstance(node, dict):
            return node
        return {k: (renamed.get(v, v) if k == "$ref" and isinstance(v, str) else walk(v)) for k, v in node.items()}

    for name, definition in defs.items():
        components[_component_name(endpoint_id, name)] = walk(definition)
    return walk(copy)


def _operation(e: Endpoint, components: dict[str, Any]) -> dict[str, Any]:
    op: dict[str, Any] = {"operationId": e.id}
    if e.summary:
        op["summary"] = e.summary
    params = []
    for p in e.params or []:
        entry: dict[str, Any] = {"name": p.name, "in": p.in_.value, "required": bool(p.required) or p.in_.value == "path"}
        if p.description:
            entry["description"] = p.description
        schema = p.schema_ or {"type": "string"}
        entry["schema"] = {"type": "array", "items": schema} if p.repeated else schema
        params.append(entry)
    if params:
        op["parameters"] = params
    if e.request_schema is not None:
        body = _lift_defs(e.request_schema, e.id, components)
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    status = e.success_status or 200
    response: dict[str, Any] = {"description": "Success"}
    if e.response_schema is not None and status not in NO_BODY:
        response["content"] = {"application/json": {"schema": _lift_defs(e.response_schema, e.id, components)}}
    op["responses"] = {str(status): response}
    return op


def openapi_document(contract: Contract, title: str) -> dict[str, Any]:
    """An OpenAPI 3.1 document with one operation per contract.api endpoint (operationId = endpoint id)."""
    components: dict[str, Any] = {}
    paths: dict[str, dict[str, Any]] = {}
    for e in contract.api:
        paths.setdefault(e.path, {})[e.method.value.lower()] = _operation(e, components)
    doc: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {"title": f"{title} API", "version": contract.version},
        "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
        "paths": dict(sorted(paths.items())),
    }
    if components:
        doc["components"] = {"schemas": dict(sorted(components.items()))}
    return doc
