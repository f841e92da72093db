# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the places resource: each one validates parameters and calls handlers/places.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import places as handlers

router = APIRouter(tags=['places'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/places', operation_id='places.create', status_code=201, summary='Save a place under a label')
def places_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.delete('/api/places/{place_id}', operation_id='places.delete', status_code=204, summary='Remove a saved place', response_class=Response, response_model=None)
def places_delete(
    session: SessionDep,
    place_id: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, place_id=place_id)
    return Response(status_code=204)


@router.get('/api/places', operation_id='places.list', status_code=200, summary="The rider's saved places")
def places_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )
