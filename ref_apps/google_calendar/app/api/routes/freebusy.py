# GENERATED from environments/google-calendar/contract.json by `fgb scaffold google-calendar` (nox -s scaffold): do not edit.
"""Routes of the freebusy resource: each one validates parameters and calls handlers/freebusy.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import freebusy as handlers

router = APIRouter(tags=['freebusy'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/calendar/v3/freeBusy', operation_id='calendar.freebusy.query', status_code=200, summary='Returns free/busy information for a set of calendars.')
def calendar_freebusy_query(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.query(session, body=body)
