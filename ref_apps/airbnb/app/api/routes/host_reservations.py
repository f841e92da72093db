# GENERATED from environments/airbnb/contract.json by `fgb scaffold airbnb` (nox -s scaffold): do not edit.
"""Routes of the host_reservations resource: each one validates parameters and calls handlers/host_reservations.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import host_reservations as handlers

router = APIRouter(tags=['host_reservations'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/host/reservations/{booking_id}/accept', operation_id='host.reservations.accept', status_code=200, summary='Accept a booking request')
def host_reservations_accept(
    session: SessionDep,
    booking_id: Annotated[str, Path()],
) -> Any:
    return handlers.accept(session, booking_id=booking_id)


@router.post('/v1/host/reservations/{booking_id}/decline', operation_id='host.reservations.decline', status_code=200, summary='Decline a booking request')
def host_reservations_decline(
    session: SessionDep,
    booking_id: Annotated[str, Path()],
) -> Any:
    return handlers.decline(session, booking_id=booking_id)


@router.get('/v1/host/reservations', operation_id='host.reservations.list', status_code=200, summary="Bookings of the host's listings")
def host_reservations_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)
