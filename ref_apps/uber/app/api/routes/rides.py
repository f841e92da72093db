# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the rides resource: each one validates parameters and calls handlers/rides.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import rides as handlers

router = APIRouter(tags=['rides'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/rides/{ride_id}/cancel', operation_id='rides.cancel', status_code=200, summary='Cancel a ride as the rider; a fee applies once the driver is arriving')
def rides_cancel(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
) -> Any:
    return handlers.cancel(session, ride_id=ride_id)


@router.get('/api/rides/current', operation_id='rides.current', status_code=200, summary='The ride in progress, if any')
def rides_current(
    session: SessionDep,
) -> Any:
    return handlers.current(session, )


@router.get('/api/rides/{ride_id}', operation_id='rides.get', status_code=200, summary='One ride with its driver')
def rides_get(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, ride_id=ride_id)


@router.get('/api/rides', operation_id='rides.list', status_code=200, summary='Trip history, newest requested first')
def rides_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)


@router.post('/api/rides/{ride_id}/rating', operation_id='rides.rate', status_code=200, summary='Rate the driver of a completed ride')
def rides_rate(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.rate(session, ride_id=ride_id, body=body)


@router.get('/api/rides/{ride_id}/receipt', operation_id='rides.receipt', status_code=200, summary='The receipt of a completed ride or of a cancellation with a fee')
def rides_receipt(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
) -> Any:
    return handlers.receipt(session, ride_id=ride_id)


@router.post('/api/rides', operation_id='rides.request', status_code=201, summary='Request a ride at its upfront fare')
def rides_request(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.request(session, body=body)


@router.post('/api/rides/{ride_id}/tip', operation_id='rides.tip', status_code=200, summary='Tip the driver of a completed ride')
def rides_tip(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.tip(session, ride_id=ride_id, body=body)
