"""Map every contract endpoint to a plain CRUD operation on one table, from its method and path alone.

A path is read left to right: a static segment that names a table opens a level, the {params} after it name a row of
that table; levels before the last one scope it through the entity's foreign keys. The last level and the method give
the operation (GET collection = list, POST collection = create, GET/PATCH/PUT/DELETE item = get/patch/replace/delete).
RPC-style segments (Slack's `users.info`) are read as table + verb. Anything else (actions such as /cancel, /move,
/send; paths that name no table) is left unmapped: that is the business logic a CRUD-only app does not have.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from forgingground.generated.contract import Contract, Endpoint

from .naming import table_for_segment

COLLECTION_OPS = {"GET": "list", "POST": "create"}
ITEM_OPS = {"GET": "get", "PATCH": "patch", "PUT": "replace", "DELETE": "delete"}
# RPC verbs (Slack-style `resource.verb` paths) that are plain storage operations.
RPC_VERBS = {
    "list": "list",
    "info": "get",
    "get": "get",
    "create": "create",
    "insert": "create",
    "add": "create",
    "update": "patch",
    "patch": "patch",
    "delete": "delete",
    "remove": "delete",
}
PARAM = re.compile(r"^\{(\w+)\}$")


@dataclass
class Level:
    """A table named by the path, with the path parameters that pick one of its rows."""

    table: str
    params: list[str] = field(default_factory=list)


@dataclass
class Route:
    endpoint: Endpoint
    op: str | None  # list/get/create/patch/replace/delete; None when unmapped
    table: str | None = None
    levels: list[Level] = field(default_factory=list)  # the last one is the table operated on
    rpc: bool = False  # identity and filters come from the query string or body, not the path
    reason: str = ""  # why an endpoint is unmapped

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return re.compile("^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(self.endpoint.path)) + "$")


def plan(contract: Contract) -> list[Route]:
    tables = [e.table for e in contract.entities]
    return [route_for(endpoint, tables) for endpoint in contract.api]


def route_for(endpoint: Endpoint, tables: list[str]) -> Route:
    levels: list[Level] = []
    trailing: list[str] = []  # static segments after the last level that name no table
    previous: str | None = None
    segments = [s for s in endpoint.path.split("/") if s]
    for segment in segments:
        if m := PARAM.match(segment):
            if levels and not trailing:
                levels[-1].params.append(m.group(1))
            continue
        if "." in segment and segment is segments[-1]:
            return _rpc_route(endpoint, segment, tables)
        table = table_for_segment(segment, tables, previous)
        previous = segment
        if table is not None:
            levels.append(Level(table))
            trailing = []
        elif levels:
            trailing.append(segment)
    if not levels:
        return Route(endpoint, None, reason=f"no segment of {endpoint.path} names a table")
    if trailing:
        return Route(endpoint, None, reason=f"/{trailing[-1]} names no table: an action or a view, not storage")
    last = levels[-1]
    on_item = PARAM.match(segments[-1]) is not None and bool(last.params)
    op = (ITEM_OPS if on_item else COLLECTION_OPS).get(endpoint.method.value)
    if op is None:
        kind = "row" if on_item else "collection"
        return Route(endpoint, None, last.table, levels, reason=f"{endpoint.method.value} on a {kind} of {last.table}")
    return Route(endpoint, op, last.table, levels)


def _rpc_route(endpoint: Endpoint, segment: str, tables: list[str]) -> Route:
    resource, _, verb = segment.rpartition(".")
    table = table_for_segment(resource, tables)
    op = RPC_VERBS.get(verb)
    if table is None:
        return Route(endpoint, None, reason=f"{resource!r} names no table")
    if op is None:
        return Route(endpoint, None, table, reason=f"{verb!r} is an action on {table}, not storage")
    return Route(endpoint, op, table, [Level(table)], rpc=True)
