"""Every gold app's /openapi.json documents its success responses with the contract's response schemas."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from forgingground.environment import list_environments

REPO = Path(__file__).resolve().parents[2]
ENVS = [e for e in list_environments(REPO) if (REPO / "ref_apps" / e.replace("-", "_") / "app" / "main.py").is_file()]


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        return ([node["$ref"]] if isinstance(node.get("$ref"), str) else []) + [r for v in node.values() for r in _refs(v)]
    if isinstance(node, list):
        return [r for v in node for r in _refs(v)]
    return []


@pytest.mark.parametrize("name", ENVS)
def test_openapi_carries_each_endpoints_response_schema_and_every_ref_resolves(name: str) -> None:
    app = importlib.import_module(f"ref_apps.{name.replace('-', '_')}.app.main").app
    doc = app.openapi()
    contract = json.loads((REPO / "environments" / name / "contract.json").read_text())
    operations = {op["operationId"]: op for ops in doc["paths"].values() for op in ops.values() if "operationId" in op}
    documented = 0
    for endpoint in contract["api"]:
        status = str(endpoint.get("success_status") or 200)
        if endpoint.get("response_schema") is None or status == "204":
            continue
        content = operations[endpoint["id"]]["responses"][status]["content"]["application/json"]["schema"]
        assert "$defs" not in json.dumps(content), endpoint["id"]
        if "$defs" not in json.dumps(endpoint["response_schema"]):
            assert content == endpoint["response_schema"], endpoint["id"]
        else:
            assert _refs(content) or content.get("type") == endpoint["response_schema"].get("type"), endpoint["id"]
        documented += 1
    assert documented >= len(contract["api"]) // 2
    components = doc.get("components", {}).get("schemas", {})
    for ref in _refs(doc):
        assert ref.startswith("#/components/schemas/") and ref.rsplit("/", 1)[1] in components, ref
