# GENERATED from environments/airbnb/contract.json by `fgb scaffold airbnb` (nox -s scaffold): do not edit.
"""Routes of the host_calendar resource: each one validates parameters and calls handlers/host_calendar.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import host_calendar as handlers

router = APIRouter(tags=['host_calendar'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.put('/v1/host/listings/{listing_id}/calendar', operation_id='host.calendar.update', status_code=200, summary='Block or open nights, or set their price')
def host_calendar_update(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, listing_id=listing_id, body=body)
