# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the passengers resource: each one validates parameters and calls handlers/passengers.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import passengers as handlers

router = APIRouter(tags=['passengers'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/bookings/{pnr}/passengers', operation_id='passengers.list', status_code=200, summary="A trip's passengers, in booking order")
def passengers_list(
    session: SessionDep,
    pnr: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, pnr=pnr)


@router.patch('/api/bookings/{pnr}/passengers/{passenger_id}', operation_id='passengers.update', status_code=200, summary="Correct a passenger's name")
def passengers_update(
    session: SessionDep,
    passenger_id: Annotated[str, Path()],
    pnr: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, passenger_id=passenger_id, pnr=pnr, body=body)
