# GENERATED from environments/airbnb/contract.json by `fgb scaffold airbnb` (nox -s scaffold): do not edit.
"""Routes of the listings resource: each one validates parameters and calls handlers/listings.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import listings as handlers

router = APIRouter(tags=['listings'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/listings/{listing_id}/calendar', operation_id='listings.calendar', status_code=200, summary='Availability and price per night')
def listings_calendar(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
    end: Annotated[str | None, Query()] = None,
    start: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.calendar(session, listing_id=listing_id, end=end, start=start)


@router.get('/v1/listings/{listing_id}', operation_id='listings.get', status_code=200, summary='One listing with its host, amenities and rating')
def listings_get(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, listing_id=listing_id)


@router.post('/v1/listings/{listing_id}/quote', operation_id='listings.quote', status_code=200, summary='The price breakdown of a stay')
def listings_quote(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.quote(session, listing_id=listing_id, body=body)


@router.get('/v1/listings/{listing_id}/reviews', operation_id='listings.reviews', status_code=200, summary='Reviews, newest first')
def listings_reviews(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
) -> Any:
    return handlers.reviews(session, listing_id=listing_id)


@router.get('/v1/listings', operation_id='listings.search', status_code=200, summary='Search listings by place, dates and guests')
def listings_search(
    session: SessionDep,
    checkin: Annotated[str | None, Query()] = None,
    checkout: Annotated[str | None, Query()] = None,
    guests: Annotated[int | None, Query()] = None,
    max_price: Annotated[int | None, Query()] = None,
    min_price: Annotated[int | None, Query()] = None,
    place: Annotated[str | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    type: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.search(session, checkin=checkin, checkout=checkout, guests=guests, max_price=max_price, min_price=min_price, place=place, sort=sort, type=type)
