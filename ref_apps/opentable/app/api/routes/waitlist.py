# GENERATED from environments/opentable/contract.json by `fgb scaffold opentable` (nox -s scaffold): do not edit.
"""Routes of the waitlist resource: each one validates parameters and calls handlers/waitlist.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import waitlist as handlers

router = APIRouter(tags=['waitlist'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/waitlist', operation_id='waitlist.join', status_code=201, summary='Join the waitlist of a full time slot')
def waitlist_join(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.join(session, body=body)


@router.delete('/api/waitlist/{entry_id}', operation_id='waitlist.leave', status_code=204, summary='Leave a waitlist', response_class=Response, response_model=None)
def waitlist_leave(
    session: SessionDep,
    entry_id: Annotated[str, Path()],
) -> Response:
    handlers.leave(session, entry_id=entry_id)
    return Response(status_code=204)


@router.get('/api/waitlist', operation_id='waitlist.list', status_code=200, summary="The signed-in diner's waiting entries with their place in line")
def waitlist_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )
