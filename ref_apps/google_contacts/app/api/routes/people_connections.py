# GENERATED from environments/google-contacts/contract.json by `fgb scaffold google-contacts` (nox -s scaffold): do not edit.
"""Routes of the people_connections resource: each one validates parameters and calls handlers/people_connections.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import people_connections as handlers

router = APIRouter(tags=['people_connections'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/{resourceName:path}/connections', operation_id='people.people.connections.list', status_code=200, summary="Provides a list of the authenticated user's contacts. Sync tokens expire 7 days after the full sync. A request with an e")
def people_people_connections_list(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    personFields: Annotated[str | None, Query()] = None,
    requestMask_includeField: Annotated[str | None, Query(alias='requestMask.includeField')] = None,
    requestSyncToken: Annotated[bool | None, Query()] = None,
    sortOrder: Annotated[str | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
    syncToken: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, resourceName=resourceName, pageSize=pageSize, pageToken=pageToken, personFields=personFields, **{'requestMask.includeField': requestMask_includeField}, requestSyncToken=requestSyncToken, sortOrder=sortOrder, sources=sources, syncToken=syncToken)
