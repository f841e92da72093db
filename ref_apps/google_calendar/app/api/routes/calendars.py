# GENERATED from environments/google-calendar/contract.json by `fgb scaffold google-calendar` (nox -s scaffold): do not edit.
"""Routes of the calendars resource: each one validates parameters and calls handlers/calendars.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import calendars as handlers

router = APIRouter(tags=['calendars'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.delete('/calendar/v3/calendars/{calendarId}', operation_id='calendar.calendars.delete', status_code=204, summary='Deletes a secondary calendar. Use calendars.clear for clearing all events on primary calendars.', response_class=Response, response_model=None)
def calendar_calendars_delete(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, calendarId=calendarId)
    return Response(status_code=204)


@router.get('/calendar/v3/calendars/{calendarId}', operation_id='calendar.calendars.get', status_code=200, summary='Returns metadata for a calendar.')
def calendar_calendars_get(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, calendarId=calendarId)


@router.post('/calendar/v3/calendars', operation_id='calendar.calendars.insert', status_code=200, summary='Creates a secondary calendar.')
def calendar_calendars_insert(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.insert(session, body=body)


@router.patch('/calendar/v3/calendars/{calendarId}', operation_id='calendar.calendars.patch', status_code=200, summary='Updates metadata for a calendar. This method supports patch semantics.')
def calendar_calendars_patch(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, calendarId=calendarId, body=body)
