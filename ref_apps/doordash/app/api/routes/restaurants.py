# GENERATED from environments/doordash/contract.json by `fgb scaffold doordash` (nox -s scaffold): do not edit.
"""Routes of the restaurants resource: each one validates parameters and calls handlers/restaurants.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import restaurants as handlers

router = APIRouter(tags=['restaurants'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/restaurants/{restaurant_id}', operation_id='restaurants.get', status_code=200, summary='One restaurant')
def restaurants_get(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, restaurant_id=restaurant_id)


@router.get('/v1/restaurants', operation_id='restaurants.list', status_code=200, summary='Restaurants near the user')
def restaurants_list(
    session: SessionDep,
    cuisine: Annotated[str | None, Query()] = None,
    open_now: Annotated[bool | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, cuisine=cuisine, open_now=open_now, q=q, sort=sort)


@router.get('/v1/restaurants/{restaurant_id}/menu', operation_id='restaurants.menu', status_code=200, summary='The menu by category, with option groups')
def restaurants_menu(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
) -> Any:
    return handlers.menu(session, restaurant_id=restaurant_id)
