# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the flights resource: each one validates parameters and calls handlers/flights.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import flights as handlers

router = APIRouter(tags=['flights'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/flights/{flight_id}', operation_id='flights.get', status_code=200, summary='One flight with its fares')
def flights_get(
    session: SessionDep,
    flight_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, flight_id=flight_id)


@router.get('/api/flights', operation_id='flights.search', status_code=200, summary='Search flights by route, date and party size')
def flights_search(
    session: SessionDep,
    date: Annotated[str | None, Query()] = None,
    destination: Annotated[str | None, Query()] = None,
    origin: Annotated[str | None, Query()] = None,
    passengers: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.search(session, date=date, destination=destination, origin=origin, passengers=passengers)
