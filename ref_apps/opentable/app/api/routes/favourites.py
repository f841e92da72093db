# GENERATED from environments/opentable/contract.json by `fgb scaffold opentable` (nox -s scaffold): do not edit.
"""Routes of the favourites resource: each one validates parameters and calls handlers/favourites.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import favourites as handlers

router = APIRouter(tags=['favourites'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.put('/api/favourites/{restaurant_id}', operation_id='favourites.add', status_code=200, summary='Add a restaurant to the favourites')
def favourites_add(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
) -> Any:
    return handlers.add(session, restaurant_id=restaurant_id)


@router.get('/api/favourites', operation_id='favourites.list', status_code=200, summary='Favourite restaurants, most recently added first')
def favourites_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )


@router.delete('/api/favourites/{restaurant_id}', operation_id='favourites.remove', status_code=204, summary='Remove a restaurant from the favourites', response_class=Response, response_model=None)
def favourites_remove(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
) -> Response:
    handlers.remove(session, restaurant_id=restaurant_id)
    return Response(status_code=204)
