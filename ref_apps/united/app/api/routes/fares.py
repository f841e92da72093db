# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the fares resource: each one validates parameters and calls handlers/fares.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import fares as handlers

router = APIRouter(tags=['fares'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/flights/{flight_id}/fares', operation_id='fares.list', status_code=200, summary="A flight's fare classes for a party size")
def fares_list(
    session: SessionDep,
    flight_id: Annotated[str, Path()],
    passengers: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.list_(session, flight_id=flight_id, passengers=passengers)
