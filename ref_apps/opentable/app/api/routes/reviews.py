# GENERATED from environments/opentable/contract.json by `fgb scaffold opentable` (nox -s scaffold): do not edit.
"""Routes of the reviews resource: each one validates parameters and calls handlers/reviews.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import reviews as handlers

router = APIRouter(tags=['reviews'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/restaurants/{restaurant_id}/reviews', operation_id='reviews.create', status_code=201, summary='Review a restaurant one has dined at')
def reviews_create(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, restaurant_id=restaurant_id, body=body)


@router.get('/api/restaurants/{restaurant_id}/reviews', operation_id='reviews.list', status_code=200, summary="A restaurant's reviews, newest first")
def reviews_list(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, restaurant_id=restaurant_id)
