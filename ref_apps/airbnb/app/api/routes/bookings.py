# GENERATED from environments/airbnb/contract.json by `fgb scaffold airbnb` (nox -s scaffold): do not edit.
"""Routes of the bookings resource: each one validates parameters and calls handlers/bookings.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import bookings as handlers

router = APIRouter(tags=['bookings'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/bookings/{booking_id}/cancel', operation_id='bookings.cancel', status_code=200, summary="Cancel a trip; the refund follows the listing's policy")
def bookings_cancel(
    session: SessionDep,
    booking_id: Annotated[str, Path()],
) -> Any:
    return handlers.cancel(session, booking_id=booking_id)


@router.post('/v1/bookings', operation_id='bookings.create', status_code=201, summary='Book a stay (instant book confirms, otherwise it is a request)')
def bookings_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.get('/v1/bookings/{booking_id}', operation_id='bookings.get', status_code=200, summary='One trip')
def bookings_get(
    session: SessionDep,
    booking_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, booking_id=booking_id)


@router.get('/v1/bookings', operation_id='bookings.list', status_code=200, summary="The signed-in guest's trips")
def bookings_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)


@router.post('/v1/bookings/{booking_id}/review', operation_id='bookings.review', status_code=201, summary='Review a completed stay')
def bookings_review(
    session: SessionDep,
    booking_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.review(session, booking_id=booking_id, body=body)
