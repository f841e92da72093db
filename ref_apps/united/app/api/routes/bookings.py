# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the bookings resource: each one validates parameters and calls handlers/bookings.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import bookings as handlers

router = APIRouter(tags=['bookings'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/bookings/{pnr}/cancel', operation_id='bookings.cancel', status_code=200, summary='Cancel a trip: refund, travel credit or nothing by fare class')
def bookings_cancel(
    session: SessionDep,
    pnr: Annotated[str, Path()],
) -> Any:
    return handlers.cancel(session, pnr=pnr)


@router.post('/api/bookings/{pnr}/change', operation_id='bookings.change', status_code=200, summary='Move a trip to another flight on the same route (and fare class)')
def bookings_change(
    session: SessionDep,
    pnr: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.change(session, pnr=pnr, body=body)


@router.post('/api/bookings', operation_id='bookings.create', status_code=201, summary='Book a fare for one to nine passengers')
def bookings_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.get('/api/bookings/{pnr}', operation_id='bookings.get', status_code=200, summary='One trip by confirmation code')
def bookings_get(
    session: SessionDep,
    pnr: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, pnr=pnr)


@router.get('/api/bookings', operation_id='bookings.list', status_code=200, summary='My trips, earliest departure first')
def bookings_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)


@router.get('/api/lookup', operation_id='bookings.lookup', status_code=200, summary="Find a trip by confirmation code and a passenger's last name")
def bookings_lookup(
    session: SessionDep,
    last_name: Annotated[str | None, Query()] = None,
    pnr: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.lookup(session, last_name=last_name, pnr=pnr)


@router.patch('/api/bookings/{pnr}', operation_id='bookings.update', status_code=200, summary="Change a trip's contact email")
def bookings_update(
    session: SessionDep,
    pnr: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, pnr=pnr, body=body)
