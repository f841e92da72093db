# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the listings resource: each one validates parameters and calls handlers/listings.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import listings as handlers

router = APIRouter(tags=['listings'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/listings/{listing_id}', operation_id='listings.get', status_code=200, summary="One home's details with its agent and estimated monthly payment")
def listings_get(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, listing_id=listing_id)


@router.get('/api/listings', operation_id='listings.search', status_code=200, summary='Search for-sale homes inside a map box with filters and a sort')
def listings_search(
    session: SessionDep,
    east: Annotated[str | None, Query()] = None,
    home_type: Annotated[str | None, Query()] = None,
    max_price: Annotated[str | None, Query()] = None,
    min_baths: Annotated[str | None, Query()] = None,
    min_beds: Annotated[str | None, Query()] = None,
    min_price: Annotated[str | None, Query()] = None,
    north: Annotated[str | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    south: Annotated[str | None, Query()] = None,
    west: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.search(session, east=east, home_type=home_type, max_price=max_price, min_baths=min_baths, min_beds=min_beds, min_price=min_price, north=north, sort=sort, south=south, west=west)


@router.get('/api/listings/{listing_id}/tour-slots', operation_id='listings.slots', status_code=200, summary="A home's upcoming tour slots, soonest first, with availability")
def listings_slots(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
) -> Any:
    return handlers.slots(session, listing_id=listing_id)
