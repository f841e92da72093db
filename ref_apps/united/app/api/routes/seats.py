# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the seats resource: each one validates parameters and calls handlers/seats.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import seats as handlers

router = APIRouter(tags=['seats'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.put('/api/bookings/{pnr}/passengers/{passenger_id}/seat', operation_id='seats.assign', status_code=200, summary="Choose a passenger's seat")
def seats_assign(
    session: SessionDep,
    passenger_id: Annotated[str, Path()],
    pnr: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.assign(session, passenger_id=passenger_id, pnr=pnr, body=body)


@router.get('/api/flights/{flight_id}/seats', operation_id='seats.list', status_code=200, summary="A flight's seat map")
def seats_list(
    session: SessionDep,
    flight_id: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, flight_id=flight_id)


@router.delete('/api/bookings/{pnr}/passengers/{passenger_id}/seat', operation_id='seats.release', status_code=200, summary="Give up a passenger's seat")
def seats_release(
    session: SessionDep,
    passenger_id: Annotated[str, Path()],
    pnr: Annotated[str, Path()],
) -> Any:
    return handlers.release(session, passenger_id=passenger_id, pnr=pnr)
