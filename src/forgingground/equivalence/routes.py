"""Which contract endpoint a request calls, and which arrays of its response are ordered by a rule."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..dataset.loader import Environment

PATH_PARAM = re.compile(r"\{(\+?)([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class Route:
    endpoint: str
    method: str
    template: str
    pattern: re.Pattern[str]
    ordered: tuple[str, ...]


def compile_path(template: str) -> re.Pattern[str]:
    """/lists/{id}/tasks -> a regex; {+name} (reserved expansion) may span slashes."""
    parts, last = [], 0
    for m in PATH_PARAM.finditer(template):
        parts.append(re.escape(template[last : m.start()]))
        parts.append(".+" if m.group(1) else "[^/]+")
        last = m.end()
    parts.append(re.escape(template[last:]))
    return re.compile("".join(parts) + "/?")


class RouteTable:
    """The contract's endpoints by method and path; fixed segments win over parameters when both match."""

    def __init__(self, routes: list[Route]) -> None:
        # More literal characters first: /messages/batchDelete before /messages/{id}.
        self.routes = sorted(routes, key=lambda r: -len(PATH_PARAM.sub("", r.template)))

    @classmethod
    def from_environment(cls, env: Environment) -> RouteTable:
        return cls(
            [
                Route(e.id, e.method.value, e.path, compile_path(e.path), tuple(p.root for p in e.ordered or []))
                for e in env.contract.api
            ]
        )

    def match(self, method: str, path: str) -> Route | None:
        for route in self.routes:
            if route.method == method and route.pattern.fullmatch(path):
                return route
        return None
