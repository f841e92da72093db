"""OpenAPI conventions shared by gold apps: stable operation ids, and the contract's response schemas in /openapi.json."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.routing import APIRoute

ENVIRONMENTS = Path(__file__).resolve().parents[2] / "environments"


def operation_id(route: APIRoute) -> str:
    """Stable OpenAPI operation ids: the contract's endpoint id where one is set."""
    return route.operation_id or route.name


def _hoist(schema: dict[str, Any], prefix: str, components: dict[str, Any]) -> dict[str, Any]:
    """The schema with its own $defs moved into components.schemas under `prefix__name`, refs rewritten to match."""
    schema = json.loads(json.dumps(schema))
    defs = schema.pop("$defs", {})
    names = {name: f"{prefix}__{name}" for name in defs}

    def rewrite(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/") and ref[8:] in names:
                node = {**node, "$ref": f"#/components/schemas/{names[ref[8:]]}"}
            return {k: rewrite(v) for k, v in node.items()}
        if isinstance(node, list):
            return [rewrite(v) for v in node]
        return node

    for name, definition in defs.items():
        components[names[name]] = rewrite(definition)
    return rewrite(schema)


def document_responses(app: FastAPI, env: str) -> None:
    """Describe each route's success response with its endpoint's response_schema from contract.json, so API
    fuzzers (schemathesis) can check response conformance against the same schemas the leaf asserts use."""
    contract = json.loads((ENVIRONMENTS / env / "contract.json").read_text())
    endpoints = {e["id"]: e for e in contract.get("api", [])}
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = generate()
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for operations in schema.get("paths", {}).values():
            for operation in operations.values():
                endpoint = endpoints.get(operation.get("operationId", ""))
                if not endpoint or endpoint.get("response_schema") is None:
                    continue
                status = str(endpoint.get("success_status") or 200)
                if status == "204":
                    continue
                prefix = re.sub(r"[^A-Za-z0-9_.-]", "_", endpoint["id"])
                response = operation.setdefault("responses", {}).setdefault(status, {"description": "Success"})
                response["content"] = {"application/json": {"schema": _hoist(endpoint["response_schema"], prefix, components)}}
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]
