# GENERATED from environments/google-calendar/contract.json by `fgb scaffold google-calendar` (nox -s scaffold): do not edit.
"""Routes of the events resource: each one validates parameters and calls handlers/events.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import events as handlers

router = APIRouter(tags=['events'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.delete('/calendar/v3/calendars/{calendarId}/events/{eventId}', operation_id='calendar.events.delete', status_code=204, summary='Deletes an event.', response_class=Response, response_model=None)
def calendar_events_delete(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    eventId: Annotated[str, Path()],
    sendNotifications: Annotated[bool | None, Query()] = None,
    sendUpdates: Annotated[str | None, Query()] = None,
) -> Response:
    handlers.delete(session, calendarId=calendarId, eventId=eventId, sendNotifications=sendNotifications, sendUpdates=sendUpdates)
    return Response(status_code=204)


@router.get('/calendar/v3/calendars/{calendarId}/events/{eventId}', operation_id='calendar.events.get', status_code=200, summary='Returns an event based on its Google Calendar ID. To retrieve an event using its iCalendar ID, call the events.list meth')
def calendar_events_get(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    eventId: Annotated[str, Path()],
    alwaysIncludeEmail: Annotated[bool | None, Query()] = None,
    maxAttendees: Annotated[int | None, Query()] = None,
    timeZone: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get(session, calendarId=calendarId, eventId=eventId, alwaysIncludeEmail=alwaysIncludeEmail, maxAttendees=maxAttendees, timeZone=timeZone)


@router.post('/calendar/v3/calendars/{calendarId}/events', operation_id='calendar.events.insert', status_code=200, summary='Creates an event.')
def calendar_events_insert(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    conferenceDataVersion: Annotated[int | None, Query()] = None,
    eventLabelVersion: Annotated[int | None, Query()] = None,
    maxAttendees: Annotated[int | None, Query()] = None,
    sendNotifications: Annotated[bool | None, Query()] = None,
    sendUpdates: Annotated[str | None, Query()] = None,
    supportsAttachments: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.insert(session, calendarId=calendarId, conferenceDataVersion=conferenceDataVersion, eventLabelVersion=eventLabelVersion, maxAttendees=maxAttendees, sendNotifications=sendNotifications, sendUpdates=sendUpdates, supportsAttachments=supportsAttachments, body=body)


@router.get('/calendar/v3/calendars/{calendarId}/events/{eventId}/instances', operation_id='calendar.events.instances', status_code=200, summary='Returns instances of the specified recurring event.')
def calendar_events_instances(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    eventId: Annotated[str, Path()],
    alwaysIncludeEmail: Annotated[bool | None, Query()] = None,
    maxAttendees: Annotated[int | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    originalStart: Annotated[str | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    showDeleted: Annotated[bool | None, Query()] = None,
    timeMax: Annotated[str | None, Query()] = None,
    timeMin: Annotated[str | None, Query()] = None,
    timeZone: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.instances(session, calendarId=calendarId, eventId=eventId, alwaysIncludeEmail=alwaysIncludeEmail, maxAttendees=maxAttendees, maxResults=maxResults, originalStart=originalStart, pageToken=pageToken, showDeleted=showDeleted, timeMax=timeMax, timeMin=timeMin, timeZone=timeZone)


@router.get('/calendar/v3/calendars/{calendarId}/events', operation_id='calendar.events.list', status_code=200, summary='Returns events on the specified calendar.')
def calendar_events_list(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    alwaysIncludeEmail: Annotated[bool | None, Query()] = None,
    eventTypes: Annotated[list[str] | None, Query()] = None,
    iCalUID: Annotated[str | None, Query()] = None,
    maxAttendees: Annotated[int | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    orderBy: Annotated[str | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    privateExtendedProperty: Annotated[list[str] | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
    sharedExtendedProperty: Annotated[list[str] | None, Query()] = None,
    showDeleted: Annotated[bool | None, Query()] = None,
    showHiddenInvitations: Annotated[bool | None, Query()] = None,
    singleEvents: Annotated[bool | None, Query()] = None,
    syncToken: Annotated[str | None, Query()] = None,
    timeMax: Annotated[str | None, Query()] = None,
    timeMin: Annotated[str | None, Query()] = None,
    timeZone: Annotated[str | None, Query()] = None,
    updatedMin: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, calendarId=calendarId, alwaysIncludeEmail=alwaysIncludeEmail, eventTypes=eventTypes, iCalUID=iCalUID, maxAttendees=maxAttendees, maxResults=maxResults, orderBy=orderBy, pageToken=pageToken, privateExtendedProperty=privateExtendedProperty, q=q, sharedExtendedProperty=sharedExtendedProperty, showDeleted=showDeleted, showHiddenInvitations=showHiddenInvitations, singleEvents=singleEvents, syncToken=syncToken, timeMax=timeMax, timeMin=timeMin, timeZone=timeZone, updatedMin=updatedMin)


@router.post('/calendar/v3/calendars/{calendarId}/events/{eventId}/move', operation_id='calendar.events.move', status_code=200, summary="Moves an event to another calendar, i.e. changes an event's organizer. Note that only default events can be moved; birth")
def calendar_events_move(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    eventId: Annotated[str, Path()],
    destination: Annotated[str | None, Query()] = None,
    sendNotifications: Annotated[bool | None, Query()] = None,
    sendUpdates: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.move(session, calendarId=calendarId, eventId=eventId, destination=destination, sendNotifications=sendNotifications, sendUpdates=sendUpdates)


@router.patch('/calendar/v3/calendars/{calendarId}/events/{eventId}', operation_id='calendar.events.patch', status_code=200, summary='Updates an event. This method supports patch semantics.')
def calendar_events_patch(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    eventId: Annotated[str, Path()],
    alwaysIncludeEmail: Annotated[bool | None, Query()] = None,
    conferenceDataVersion: Annotated[int | None, Query()] = None,
    eventLabelVersion: Annotated[int | None, Query()] = None,
    maxAttendees: Annotated[int | None, Query()] = None,
    sendNotifications: Annotated[bool | None, Query()] = None,
    sendUpdates: Annotated[str | None, Query()] = None,
    supportsAttachments: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, calendarId=calendarId, eventId=eventId, alwaysIncludeEmail=alwaysIncludeEmail, conferenceDataVersion=conferenceDataVersion, eventLabelVersion=eventLabelVersion, maxAttendees=maxAttendees, sendNotifications=sendNotifications, sendUpdates=sendUpdates, supportsAttachments=supportsAttachments, body=body)


@router.put('/calendar/v3/calendars/{calendarId}/events/{eventId}', operation_id='calendar.events.update', status_code=200, summary='Updates an event.')
def calendar_events_update(
    session: SessionDep,
    calendarId: Annotated[str, Path()],
    eventId: Annotated[str, Path()],
    alwaysIncludeEmail: Annotated[bool | None, Query()] = None,
    conferenceDataVersion: Annotated[int | None, Query()] = None,
    eventLabelVersion: Annotated[int | None, Query()] = None,
    maxAttendees: Annotated[int | None, Query()] = None,
    sendNotifications: Annotated[bool | None, Query()] = None,
    sendUpdates: Annotated[str | None, Query()] = None,
    supportsAttachments: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, calendarId=calendarId, eventId=eventId, alwaysIncludeEmail=alwaysIncludeEmail, conferenceDataVersion=conferenceDataVersion, eventLabelVersion=eventLabelVersion, maxAttendees=maxAttendees, sendNotifications=sendNotifications, sendUpdates=sendUpdates, supportsAttachments=supportsAttachments, body=body)
