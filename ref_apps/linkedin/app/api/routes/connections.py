# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Routes of the connections resource: each one validates parameters and calls handlers/connections.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import connections as handlers

router = APIRouter(tags=['connections'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/connections', operation_id='connections.list', status_code=200, summary="The signed-in member's connections")
def connections_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )


@router.delete('/api/connections/{user_id}', operation_id='connections.remove', status_code=204, summary='Remove a connection', response_class=Response, response_model=None)
def connections_remove(
    session: SessionDep,
    user_id: Annotated[str, Path()],
) -> Response:
    handlers.remove(session, user_id=user_id)
    return Response(status_code=204)
