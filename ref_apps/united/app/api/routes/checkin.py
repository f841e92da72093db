# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the checkin resource: each one validates parameters and calls handlers/checkin.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import checkin as handlers

router = APIRouter(tags=['checkin'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/bookings/{pnr}/check-in', operation_id='checkin.create', status_code=200, summary='Check in every passenger of a trip')
def checkin_create(
    session: SessionDep,
    pnr: Annotated[str, Path()],
) -> Any:
    return handlers.create(session, pnr=pnr)
