# GENERATED from environments/google-calendar/contract.json by `fgb scaffold google-calendar` (nox -s scaffold): do not edit.
"""Routes of the calendar_list resource: each one validates parameters and calls handlers/calendar_list.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import calendar_list as handlers

router = APIRouter(tags=['calendar_list'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/calendar/v3/users/me/calendarList/{calendarId}', operation_id='calendar.calendarList.get', status_code=200, summary="Returns a calendar from the user's calendar list.")
def calendar_calendarList_get(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, calendarId=calendarId)


@router.get('/calendar/v3/users/me/calendarList', operation_id='calendar.calendarList.list', status_code=200, summary="Returns the calendars on the user's calendar list.")
def calendar_calendarList_list(
    session: SessionDep,
    maxResults: Annotated[int | None, Query()] = None,
    minAccessRole: Annotated[str | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    showDeleted: Annotated[bool | None, Query()] = None,
    showHidden: Annotated[bool | None, Query()] = None,
    showOwnOrganizationOnly: Annotated[bool | None, Query()] = None,
    syncToken: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, maxResults=maxResults, minAccessRole=minAccessRole, pageToken=pageToken, showDeleted=showDeleted, showHidden=showHidden, showOwnOrganizationOnly=showOwnOrganizationOnly, syncToken=syncToken)
