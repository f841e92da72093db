# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the driver resource: each one validates parameters and calls handlers/driver.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import driver as handlers

router = APIRouter(tags=['driver'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/driver/rides/{ride_id}/accept', operation_id='driver.accept', status_code=200, summary='A driver accepts a requested ride (the driver side, for tests and the simulator)')
def driver_accept(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.accept(session, ride_id=ride_id, body=body)


@router.post('/api/driver/rides/{ride_id}/arrive', operation_id='driver.arrive', status_code=200, summary='The driver heads to the pickup')
def driver_arrive(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
) -> Any:
    return handlers.arrive(session, ride_id=ride_id)


@router.post('/api/driver/rides/{ride_id}/complete', operation_id='driver.complete', status_code=200, summary='The driver completes the trip')
def driver_complete(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
) -> Any:
    return handlers.complete(session, ride_id=ride_id)


@router.post('/api/driver/rides/{ride_id}/start', operation_id='driver.start', status_code=200, summary='The driver starts the trip')
def driver_start(
    session: SessionDep,
    ride_id: Annotated[str, Path()],
) -> Any:
    return handlers.start(session, ride_id=ride_id)
