"""The People API's paths overlap (`GET /v1/{+resourceName}` is both people.get and contactGroups.get): narrow each
generated route's `resourceName` to its own collection, so a request reaches the endpoint its resource name names."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.routing import APIRoute
from starlette.convertors import StringConvertor, register_url_convertor

from .db import SessionDep
from .handlers import contact_groups

# operation id prefix -> (convertor name, what its resourceName looks like); people/me alone has connections
COLLECTIONS = {
    "people.people.connections.": ("people_me", r"people/[^/:]+"),
    "people.people.": ("people_name", r"people/[^/:]+"),
    "people.contactGroups.": ("group_name", r"contactGroups/[^/:]+"),
    "people.otherContacts.": ("other_name", r"otherContacts/[^/:]+"),
}
CATCH_ALL = "{resourceName:path}"


def _convertor(pattern: str) -> StringConvertor:
    convertor = StringConvertor()
    convertor.regex = pattern
    return convertor


for _name, _pattern in COLLECTIONS.values():
    register_url_convertor(_name, _convertor(_pattern))


def narrow_resource_names(routers: list[APIRouter]) -> list[APIRouter]:
    """Give every `{resourceName:path}` route its collection's convertor (before the app includes the routers)."""
    for router in routers:
        for route in router.routes:
            if isinstance(route, APIRoute) and CATCH_ALL in route.path:
                name = next(n for k, (n, _) in COLLECTIONS.items() if (route.operation_id or "").startswith(k))
                route.path = route.path.replace(CATCH_ALL, f"{{resourceName:{name}}}")
    return routers


def contact_group_get_route() -> APIRouter:
    """contactGroups.get: the contract cannot list it (people.get has the same method and path), the stock client calls it."""
    router = APIRouter(tags=["contact_groups"])

    # Kept out of the OpenAPI document: it would replace people.get there (same method and path template).
    @router.get("/v1/{resourceName:group_name}", operation_id="people.contactGroups.get", include_in_schema=False)
    def get(
        session: SessionDep,
        resourceName: str,
        groupFields: Annotated[str | None, Query()] = None,
        maxMembers: Annotated[int | None, Query()] = None,
    ) -> Any:
        return contact_groups.get(session, resourceName=resourceName, groupFields=groupFields, maxMembers=maxMembers)

    return router
