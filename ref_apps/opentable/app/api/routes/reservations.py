# GENERATED from environments/opentable/contract.json by `fgb scaffold opentable` (nox -s scaffold): do not edit.
"""Routes of the reservations resource: each one validates parameters and calls handlers/reservations.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import reservations as handlers

router = APIRouter(tags=['reservations'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/reservations/{reservation_id}/cancel', operation_id='reservations.cancel', status_code=200, summary='Cancel a reservation (frees its seats)')
def reservations_cancel(
    session: SessionDep,
    reservation_id: Annotated[str, Path()],
) -> Any:
    return handlers.cancel(session, reservation_id=reservation_id)


@router.post('/api/reservations', operation_id='reservations.create', status_code=201, summary='Book a table in a time slot')
def reservations_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.get('/api/reservations/{reservation_id}', operation_id='reservations.get', status_code=200, summary="One of the signed-in diner's reservations")
def reservations_get(
    session: SessionDep,
    reservation_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, reservation_id=reservation_id)


@router.get('/api/reservations', operation_id='reservations.list', status_code=200, summary="The signed-in diner's reservations, soonest first")
def reservations_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)


@router.patch('/api/reservations/{reservation_id}', operation_id='reservations.modify', status_code=200, summary="Change a reservation's time, party size or request")
def reservations_modify(
    session: SessionDep,
    reservation_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.modify(session, reservation_id=reservation_id, body=body)
