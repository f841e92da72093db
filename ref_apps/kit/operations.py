"""Which OpenAPI operation a request reaches, so a mutant's request and response rewrites name operations by id."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from starlette.routing import compile_path

PARAM = re.compile(r"\{[^}]+\}")


def operation_matcher(paths: dict[str, Any]) -> Callable[[str, str], str | None]:
    """method, path -> the operationId of the OpenAPI path that names it most literally: `/v1/people:searchContacts`
    before the template `/v1/{resourceName}` that also matches it; a parameter holds one segment and, only where no
    path matches so, several (Google's `{resourceName}` is `people/c1002` in `/v1/{resourceName}:updateContact`)."""
    one: list[tuple[str, re.Pattern[str], int, str]] = []
    many: list[tuple[str, re.Pattern[str], int, str]] = []
    for path, item in paths.items():
        literal = len(PARAM.sub("", path))
        spread = re.compile("^" + PARAM.sub("(.+)", re.escape(path).replace(r"\{", "{").replace(r"\}", "}")) + "$")
        for method, op in item.items():
            if isinstance(op, dict) and op.get("operationId"):
                one.append((method.upper(), compile_path(path)[0], literal, op["operationId"]))
                many.append((method.upper(), spread, literal, op["operationId"]))

    def match(method: str, path: str) -> str | None:
        for table in (one, many):
            found = [(literal, op) for m, regex, literal, op in table if m == method and regex.match(path)]
            if found:
                return max(found, key=lambda f: f[0])[1]
        return None

    return match
