"""Which contract endpoint a request calls, and what its response declares: ordered arrays, maps, fixed offsets."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..dataset.loader import Environment
from ..generated.contract import Endpoint, OrderedWhen

PATH_PARAM = re.compile(r"\{(\+?)([A-Za-z_][A-Za-z0-9_]*)\}")
MAX_DEPTH = 12  # recursive schemas ($ref to an ancestor) are followed this deep


@dataclass(frozen=True)
class Route:
    endpoint: str
    method: str
    template: str
    pattern: re.Pattern[str]
    ordered: tuple[str, ...] = ()
    ordered_when: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    maps: tuple[str, ...] = ()
    keeps_offsets: bool = False

    def ordered_for(self, query: dict[str, list[str]]) -> list[str]:
        """The ordered pointers for a request with this query (conditional ones only when their values are there)."""
        met = [p for p, cond in self.ordered_when if all(v in query.get(k, []) for k, v in cond)]
        return [*self.ordered, *met]


def compile_path(template: str) -> re.Pattern[str]:
    """/lists/{id}/tasks -> a regex; {+name} (reserved expansion) may span slashes."""
    parts, last = [], 0
    for m in PATH_PARAM.finditer(template):
        parts.append(re.escape(template[last : m.start()]))
        parts.append(".+" if m.group(1) else "[^/]+")
        last = m.end()
    parts.append(re.escape(template[last:]))
    return re.compile("".join(parts) + "/?")


def map_pointers(schema: dict[str, Any] | None) -> list[str]:
    """Pointers (with `*`) to the objects a response schema makes maps: additionalProperties a schema, no properties."""
    if not schema:
        return []
    defs = schema.get("$defs", {})
    found: set[str] = set()

    def walk(node: Any, pointer: str, depth: int) -> None:
        if not isinstance(node, dict) or depth > MAX_DEPTH:
            return
        ref = node.get("$ref", "")
        if ref.startswith("#/$defs/"):
            walk(defs.get(ref.split("/")[-1]), pointer, depth + 1)
        for key in ("allOf", "anyOf", "oneOf"):
            for sub in node.get(key, []):
                walk(sub, pointer, depth + 1)
        extra = node.get("additionalProperties")
        if isinstance(extra, dict) and not node.get("properties"):
            found.add(pointer)
            walk(extra, f"{pointer}/*", depth + 1)
        for name, sub in (node.get("properties") or {}).items():
            walk(sub, f"{pointer}/{name}", depth + 1)
        if isinstance(node.get("items"), dict):
            walk(node["items"], f"{pointer}/*", depth + 1)

    walk(schema, "", 0)
    return sorted(found)


def route(e: Endpoint) -> Route:
    plain = tuple(o.root for o in e.ordered or [] if not isinstance(o, OrderedWhen))
    when = tuple((o.pointer, tuple(sorted(o.query.items()))) for o in e.ordered or [] if isinstance(o, OrderedWhen))
    return Route(
        e.id,
        e.method.value,
        e.path,
        compile_path(e.path),
        plain,
        when,
        tuple(map_pointers(e.response_schema)),
        bool(e.keeps_offsets),
    )


class RouteTable:
    """The contract's endpoints by method and path; fixed segments win over parameters when both match."""

    def __init__(self, routes: list[Route]) -> None:
        # More literal characters first: /messages/batchDelete before /messages/{id}.
        self.routes = sorted(routes, key=lambda r: -len(PATH_PARAM.sub("", r.template)))

    @classmethod
    def from_environment(cls, env: Environment) -> RouteTable:
        return cls([route(e) for e in env.contract.api])

    def match(self, method: str, path: str) -> Route | None:
        for r in self.routes:
            if r.method == method and r.pattern.fullmatch(path):
                return r
        return None
