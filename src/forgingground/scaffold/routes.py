"""contract.api -> app/api/routes/<resource>.py: one APIRouter per resource, each route calling a handler by name.

Handler names come from the endpoint id: `gmail.users.messages.batchModify` -> handlers/messages.py::batch_modify
(the id's common prefix dropped; camelCase to snake_case; a trailing _ where the name is a keyword or builtin).
Ids without dots (OpenAPI operationIds) split at their first underscore (`chat_postMessage` ->
handlers/chat.py::post_message, `issues/list-for-repo` -> handlers/issues.py::list_for_repo), or else go to
the module named by the path's first segment (`addCards` on /cards -> handlers/cards.py::add_cards).
"""

from __future__ import annotations

import builtins
import keyword
import re
from collections import defaultdict
from typing import Any

from ..generated.contract import Endpoint

HEADER = "# GENERATED from environments/{env}/contract.json by `fgb scaffold {env}` (nox -s scaffold): do not edit.\n"
PY_TYPES = {"integer": "int", "boolean": "bool", "number": "float"}


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def safe(name: str) -> str:
    return f"{name}_" if keyword.iskeyword(name) or hasattr(builtins, name) else name


def _common_prefix(ids: list[list[str]]) -> list[str]:
    prefix: list[str] = []
    for parts in zip(*[p[:-1] for p in ids], strict=False):
        if len(set(parts)) != 1:
            break
        prefix.append(parts[0])
    return prefix


def identifier(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def handler_location(endpoint_id: str, prefix: list[str], path: str = "") -> tuple[str, str]:
    """(module, function) of an endpoint's handler."""
    if "." not in endpoint_id:
        head, _, rest = endpoint_id.partition("_")
        if rest:
            return identifier(snake(head)), safe(identifier(snake(rest)))
        segment = re.sub(r"[^a-z0-9]+", "_", (path.strip("/").split("/") or [""])[0].split(".")[0].lower()).strip("_")
        return segment or "root", safe(identifier(snake(endpoint_id)))
    parts = endpoint_id.split(".")
    resource = parts[len(prefix) : -1]
    module = "_".join(snake(p) for p in resource) or snake(prefix[-1] if prefix else "root")
    return module, safe(identifier(snake(parts[-1])))


def _annotation(param: Any) -> str:
    schema = param.schema_ or {}
    kind = PY_TYPES.get(str(schema.get("type")), "str")
    if param.repeated:
        kind = f"list[{kind}]"
    return kind


def _body_annotation(schema: dict[str, Any]) -> str:
    """A JSON object by default; a list where the schema allows an array (Spotify takes a bare list of uris)."""
    kinds = schema.get("type", "object")
    kinds = set(kinds) if isinstance(kinds, list) else {kinds}
    if kinds == {"array"}:
        return "list[Any]"
    return "dict[str, Any] | list[Any]" if "array" in kinds else "dict[str, Any]"


def _route(e: Endpoint, function: str) -> list[str]:
    path = re.sub(r"\{\+([A-Za-z_][A-Za-z0-9_]*)\}", r"{\1:path}", e.path)
    decorator = (
        f"@router.{e.method.value.lower()}({path!r}, operation_id={e.id!r}, "
        f"status_code={e.success_status or 200}, summary={(e.summary or '')[:120]!r})"
    )
    name = safe(identifier(e.id.replace(".", "_")))
    args = ["    session: SessionDep,"]
    call = []
    params = sorted(e.params or [], key=lambda p: (p.in_.value != "path", p.name))
    for p in params:
        py = safe(identifier(p.name)) if keyword.iskeyword(p.name) or not p.name.isidentifier() else p.name
        alias = f"alias={p.name!r}" if py != p.name else ""
        where = {"path": "Path", "query": "Query", "header": "Header"}[p.in_.value]
        annotation = _annotation(p)
        if p.in_.value == "path":
            args.append(f"    {py}: Annotated[{annotation}, {where}({alias})],")
        else:
            args.append(f"    {py}: Annotated[{annotation} | None, {where}({alias})] = None,")
        plain = p.name.isidentifier() and not keyword.iskeyword(p.name)
        call.append(f"{p.name}={py}" if plain else f"**{{{p.name!r}: {py}}}")
    if e.request_schema is not None:
        args.append(f"    body: Annotated[{_body_annotation(e.request_schema)} | None, Body()] = None,")
        call.append("body=body")
    invoke = f"handlers.{function}(session, {', '.join(call)})"
    if (e.success_status or 200) == 204:
        decorator = decorator[:-1] + ", response_class=Response, response_model=None)"
        lines = [decorator, f"def {name}(", *args, ") -> Response:", f"    {invoke}", "    return Response(status_code=204)"]
    else:
        lines = [decorator, f"def {name}(", *args, ") -> Any:", f"    return {invoke}"]
    return lines


def render_routes(env: str, endpoints: list[Endpoint]) -> dict[str, str]:
    """File name -> text of every generated routes module, plus __init__.py listing the routers."""
    prefix = _common_prefix([e.id.split(".") for e in endpoints])
    groups: dict[str, list[tuple[Endpoint, str]]] = defaultdict(list)
    for e in endpoints:
        module, function = handler_location(e.id, prefix, e.path)
        groups[module].append((e, function))
    files: dict[str, str] = {}
    for module, items in sorted(groups.items()):
        body = [
            HEADER.format(env=env).rstrip("\n"),
            f'"""Routes of the {module} resource: each one validates parameters and calls handlers/{module}.py."""',
            "",
            "from __future__ import annotations",
            "",
            "from typing import Annotated, Any",
            "",
            "from fastapi import APIRouter, Body, Header, Path, Query, Response",
            "",
            "from ...db import SessionDep",
            f"from ...handlers import {module} as handlers",
            "",
            f"router = APIRouter(tags=[{module!r}])",
            "_unused = (Body, Header, Path, Query, Response, Any)",
        ]
        for e, function in sorted(items, key=lambda x: x[0].id):
            body += ["", "", *_route(e, function)]
        files[f"{module}.py"] = "\n".join(body) + "\n"
    init = [
        HEADER.format(env=env).rstrip("\n"),
        '"""Every generated router, for app/main.py to include."""',
        "",
        "from __future__ import annotations",
        "",
    ]
    init += [f"from .{m} import router as {m}_router" for m in sorted(groups)]
    init += ["", "ROUTERS = [" + ", ".join(f"{m}_router" for m in sorted(groups)) + "]", ""]
    files["__init__.py"] = "\n".join(init)
    return files
