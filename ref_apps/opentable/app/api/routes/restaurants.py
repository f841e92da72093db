# GENERATED from environments/opentable/contract.json by `fgb scaffold opentable` (nox -s scaffold): do not edit.
"""Routes of the restaurants resource: each one validates parameters and calls handlers/restaurants.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import restaurants as handlers

router = APIRouter(tags=['restaurants'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/areas', operation_id='restaurants.areas', status_code=200, summary='Every area with its number of restaurants')
def restaurants_areas(
    session: SessionDep,
) -> Any:
    return handlers.areas(session, )


@router.get('/api/restaurants/{restaurant_id}/availability', operation_id='restaurants.availability', status_code=200, summary="A restaurant's time slots on a date, with the seats left")
def restaurants_availability(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
    date: Annotated[str | None, Query()] = None,
    party_size: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.availability(session, restaurant_id=restaurant_id, date=date, party_size=party_size)


@router.get('/api/cuisines', operation_id='restaurants.cuisines', status_code=200, summary='Every cuisine with its number of restaurants')
def restaurants_cuisines(
    session: SessionDep,
) -> Any:
    return handlers.cuisines(session, )


@router.get('/api/restaurants/{restaurant_id}', operation_id='restaurants.get', status_code=200, summary='One restaurant with its description and rating')
def restaurants_get(
    session: SessionDep,
    restaurant_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, restaurant_id=restaurant_id)


@router.get('/api/restaurants', operation_id='restaurants.search', status_code=200, summary='Search restaurants by cuisine, area, name, date and party size')
def restaurants_search(
    session: SessionDep,
    area: Annotated[str | None, Query()] = None,
    cuisine: Annotated[str | None, Query()] = None,
    date: Annotated[str | None, Query()] = None,
    party_size: Annotated[int | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.search(session, area=area, cuisine=cuisine, date=date, party_size=party_size, q=q)
