"""OpenAPI 2 (Swagger) and 3 descriptions -> contract.api endpoints, with $refs and allOf resolved."""

from __future__ import annotations

import fnmatch
import re
from typing import Any
from urllib.parse import unquote

from .discovery import DeriveError

METHODS = ("get", "post", "put", "patch", "delete")
TYPES = ("string", "integer", "number", "boolean", "array", "object", "null")
JSON_TYPES = ("application/json", "application/json; charset=utf-8", "*/*")


def _version(doc: dict[str, Any]) -> int:
    if str(doc.get("openapi", "")).startswith("3"):
        return 3
    if str(doc.get("swagger", "")).startswith("2"):
        return 2
    raise DeriveError("not an OpenAPI description: no 'openapi: 3.x' or 'swagger: 2.0' at the top level")


def _defs_root(doc: dict[str, Any], version: int) -> tuple[str, dict[str, Any]]:
    if version == 3:
        return "#/components/schemas/", doc.get("components", {}).get("schemas", {}) or {}
    return "#/definitions/", doc.get("definitions", {}) or {}


def _lookup(doc: dict[str, Any], ref: str, where: str) -> Any:
    if not ref.startswith("#/"):
        raise DeriveError(f"{where}: only local $refs are supported, got {ref!r}")
    node: Any = doc
    for part in ref[2:].split("/"):
        part = unquote(part).replace("~1", "/").replace("~0", "~")  # a URI fragment: %7B is "{" (RFC 6901, section 6)
        if isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]  # a pointer may step through allOf/0, parameters/2...
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            raise DeriveError(f"{where}: $ref {ref!r} points at nothing")
    return node


class _Converter:
    """Turns OpenAPI schemas into self-contained JSON Schema 2020-12 ($defs for named schemas, allOf merged)."""

    def __init__(self, doc: dict[str, Any], version: int) -> None:
        self.doc = doc
        self.prefix, self.named = _defs_root(doc, version)
        self.defs: dict[str, Any] = {}
        self.pending: list[str] = []
        self.expanding: list[str] = []  # named schemas whose allOf is being merged in place, to stop at a cycle

    def schema(self, node: Any, where: str, depth: int = 0) -> dict[str, Any]:
        if depth > 64:
            raise DeriveError(f"{where}: schema nesting deeper than 64 levels")
        if isinstance(node, bool):  # OpenAPI 3.1 / JSON Schema boolean schemas: true allows anything, false nothing
            return {} if node else {"not": {}}
        if not isinstance(node, dict):
            raise DeriveError(f"{where}: a schema must be an object, got {type(node).__name__}")
        if "$ref" in node:
            ref, name = node["$ref"], self._named(node)
            if name is not None:  # a named schema; a pointer deeper into one (.../Name/properties/x) is inlined below
                if name not in self.named:
                    raise DeriveError(f"{where}: $ref {ref!r} names no schema in the document")
                if name not in self.defs:
                    self.defs[name] = {}  # converted later by drain(): long chains of refs never nest deeply
                    self.pending.append(name)
                return {"$ref": f"#/$defs/{_safe(name)}"}
            return self.schema(_lookup(self.doc, ref, where), where, depth + 1)
        if "allOf" in node:
            merged: dict[str, Any] = {"type": "object", "properties": {}}
            required: list[str] = []
            for i, part in enumerate(node["allOf"]):
                name = self._named(part)
                if name in self.expanding:  # a schema that contains itself through allOf: refer to it, do not inline
                    merged.setdefault("allOf", []).append(self.schema(part, f"{where}/allOf/{i}", depth + 1))
                    continue
                resolved = self._resolve(part, f"{where}/allOf/{i}")
                if name:
                    self.expanding.append(name)
                sub = self.schema(resolved, f"{where}/allOf/{i}", depth + 1)
                if name:
                    self.expanding.pop()
                merged["properties"].update(sub.get("properties", {}))
                required += [r for r in sub.get("required", []) if r not in required]
            rest = {k: v for k, v in node.items() if k != "allOf"}
            if rest:
                extra = self.schema(rest, where, depth + 1)
                merged["properties"].update(extra.get("properties", {}))
                required += [r for r in extra.get("required", []) if r not in required]
            if required:
                merged["required"] = required
            return merged
        out: dict[str, Any] = {}
        kind = node.get("type")
        if isinstance(kind, str) and kind in TYPES:
            out["type"] = kind
        elif isinstance(kind, list) and any(k in TYPES for k in kind):  # OpenAPI 3.1: "type": ["string", "null"]
            out["type"] = [k for k in kind if k in TYPES]
        if node.get("nullable") and isinstance(out.get("type"), str):
            out["type"] = [out["type"], "null"]
        for key in ("enum", "format", "pattern", "minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"):
            if key in node:
                out[key] = node[key]
        if "items" in node:
            out["items"] = self.schema(node["items"], f"{where}/items", depth + 1)
        if "properties" in node:
            out["properties"] = {k: self.schema(v, f"{where}/properties/{k}", depth + 1) for k, v in node["properties"].items()}
            out.setdefault("type", "object")
        if isinstance(node.get("required"), list):
            out["required"] = list(node["required"])
        if isinstance(node.get("additionalProperties"), dict):
            out["additionalProperties"] = self.schema(node["additionalProperties"], f"{where}/additionalProperties", depth + 1)
        for combinator in ("oneOf", "anyOf"):
            if combinator in node:
                out[combinator] = [self.schema(s, f"{where}/{combinator}/{i}", depth + 1) for i, s in enumerate(node[combinator])]
        return out

    def _named(self, node: Any) -> str | None:
        """The named schema a {"$ref": ...} node points at, if it points at one."""
        ref = node.get("$ref") if isinstance(node, dict) else None
        if isinstance(ref, str) and ref.startswith(self.prefix) and "/" not in ref[len(self.prefix) :]:
            return ref[len(self.prefix) :]
        return None

    def _resolve(self, node: Any, where: str) -> Any:
        """For allOf parts: a $ref is followed to its target so its properties can be merged."""
        while isinstance(node, dict) and "$ref" in node:
            node = _lookup(self.doc, node["$ref"], where)
        return node

    def drain(self) -> None:
        """Convert every named schema referenced so far (and those they reference)."""
        while self.pending:
            name = self.pending.pop()
            self.expanding = [name]
            self.defs[name] = self.schema(self.named[name], f"{self.prefix}{name}")
        self.expanding = []

    def standalone(self, node: Any, where: str) -> dict[str, Any]:
        """A schema plus the $defs it reaches (only those), so it validates on its own."""
        self.defs, self.pending = {}, []
        root = self.schema(node, where)
        self.drain()
        used = _reachable(root, self.defs)
        if used:
            root = {**root, "$defs": {_safe(n): self.defs[n] for n in sorted(used)}}
        return root


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


def _reachable(root: dict[str, Any], defs: dict[str, Any]) -> set[str]:
    by_safe = {_safe(n): n for n in defs}
    seen: set[str] = set()
    todo = [root]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                name = by_safe.get(ref[len("#/$defs/") :])
                if name and name not in seen:
                    seen.add(name)
                    todo.append(defs[name])
            todo += list(node.values())
        elif isinstance(node, list):
            todo += node
    return seen


def _operation_id(method: str, path: str, op: dict[str, Any]) -> str:
    if op.get("operationId"):
        return re.sub(r"[^A-Za-z0-9_.:-]", "_", str(op["operationId"])).lstrip("_.:-") or "op"
    slug = re.sub(r"[^A-Za-z0-9]+", "_", path).strip("_") or "root"
    return f"{method}_{slug}"


def _json_content(content: dict[str, Any] | None) -> Any:
    """The JSON body schema; else a form body's (its fields are the same object, only encoded differently)."""
    for media, body in (content or {}).items():
        if media.split(";")[0].strip() in ("application/json", "*/*") or media.endswith("+json"):
            return body.get("schema")
    for media, body in (content or {}).items():
        if media.split(";")[0].strip() in ("application/x-www-form-urlencoded", "multipart/form-data"):
            return body.get("schema")
    return None


def derive_openapi(
    doc: dict[str, Any], include: list[str] | None = None, exclude: list[str] | None = None, document: str = "openapi"
) -> list[dict[str, Any]]:
    """contract.api entries for every operation (filtered by fnmatch on the endpoint id), sorted by id."""
    version = _version(doc)
    if not isinstance(doc.get("paths"), dict):
        raise DeriveError("the description has no 'paths' object")
    conv = _Converter(doc, version)
    base = ""
    if version == 2:
        base = str(doc.get("basePath", "") or "").rstrip("/")
    endpoints: dict[str, dict[str, Any]] = {}
    for path, item in doc["paths"].items():
        if not isinstance(item, dict):
            raise DeriveError(f"/paths/{path}: a path item must be an object")
        shared = item.get("parameters", [])
        for method in METHODS:
            op = item.get(method)
            if op is None:
                continue
            where = f"/paths/{path}/{method}"
            ident = _operation_id(method, path, op)
            if include and not any(fnmatch.fnmatchcase(ident, p) for p in include):
                continue
            if exclude and any(fnmatch.fnmatchcase(ident, p) for p in exclude):
                continue
            params, request = [], None
            form: dict[str, Any] = {}
            form_required: list[str] = []
            merged = {}
            for i, raw in enumerate([*shared, *op.get("parameters", [])]):
                p = conv._resolve(raw, f"{where}/parameters/{i}")
                merged[(p.get("name"), p.get("in"))] = p
            for (name, location), p in merged.items():
                if location == "body":
                    request = conv.standalone(p.get("schema", {}), f"{where}/parameters/{name}")
                    continue
                if location == "formData":  # OpenAPI 2 form fields: one object body, as OpenAPI 3 would write it
                    plain = {k: v for k, v in p.items() if k in ("type", "enum", "format", "items", "description")}
                    form[name] = conv.standalone(plain or {"type": "string"}, f"{where}/parameters/{name}")
                    if p.get("required"):
                        form_required.append(name)
                    continue
                if location not in ("path", "query", "header"):
                    continue
                schema = (
                    p.get("schema") if version == 3 else {k: v for k, v in p.items() if k in ("type", "enum", "format", "items")}
                )
                param: dict[str, Any] = {"name": name, "in": location, "required": bool(p.get("required") or location == "path")}
                if (schema or {}).get("type") == "array":
                    param["repeated"] = True
                param["schema"] = conv.standalone(schema or {"type": "string"}, f"{where}/parameters/{name}")
                params.append(param)
            if form and request is None:
                request = {"type": "object", "properties": form, **({"required": sorted(form_required)} if form_required else {})}
            if version == 3 and "requestBody" in op:
                body = conv._resolve(op["requestBody"], f"{where}/requestBody")
                schema = _json_content(body.get("content"))
                if schema is not None:
                    request = conv.standalone(schema, f"{where}/requestBody")
            status, response = _success(op, version, conv, where)
            if ident in endpoints:
                ident = f"{ident}_{method}"
            endpoint: dict[str, Any] = {
                "id": ident,
                "method": method.upper(),
                "path": (base + path) or "/",
                "summary": str(op.get("summary") or op.get("description") or "").split("\n")[0][:200],
                "params": sorted(params, key=lambda p: (p["in"] != "path", p["name"])),
                "request_schema": request,
                "response_schema": response,
                "success_status": status,
                "source": {"kind": "openapi", "ref": ident, "document": document},
            }
            endpoints[ident] = endpoint
    return [endpoints[k] for k in sorted(endpoints)]


def _success(op: dict[str, Any], version: int, conv: _Converter, where: str) -> tuple[int, dict[str, Any] | None]:
    responses = op.get("responses") or {}
    codes = sorted(c for c in map(str, responses) if c.isdigit() and c.startswith("2"))
    if not codes:
        return 200, None
    code = codes[0]
    response = conv._resolve(responses.get(code) or responses.get(int(code)) or {}, f"{where}/responses/{code}")
    schema = _json_content(response.get("content")) if version == 3 else response.get("schema")
    return int(code), (conv.standalone(schema, f"{where}/responses/{code}") if schema else None)
