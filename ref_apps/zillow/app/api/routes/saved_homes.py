# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the saved_homes resource: each one validates parameters and calls handlers/saved_homes.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import saved_homes as handlers

router = APIRouter(tags=['saved_homes'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/saved-homes', operation_id='saved_homes.list', status_code=200, summary='Saved homes, most recently saved first')
def saved_homes_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )


@router.delete('/api/saved-homes/{listing_id}', operation_id='saved_homes.remove', status_code=204, summary='Unsave a home', response_class=Response, response_model=None)
def saved_homes_remove(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
) -> Response:
    handlers.remove(session, listing_id=listing_id)
    return Response(status_code=204)


@router.put('/api/saved-homes/{listing_id}', operation_id='saved_homes.save', status_code=200, summary='Save a home (idempotent), optionally with a note')
def saved_homes_save(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.save(session, listing_id=listing_id, body=body)


@router.patch('/api/saved-homes/{listing_id}', operation_id='saved_homes.update', status_code=200, summary="Change a saved home's note")
def saved_homes_update(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, listing_id=listing_id, body=body)
