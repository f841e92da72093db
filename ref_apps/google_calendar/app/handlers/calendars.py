"""Secondary calendars: get from the kit's pattern, insert with a time zone, patch, delete with their events."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import bad_request
from ..models import Attendee, Calendar, Event
from ..store import CALENDARS, calendar_resource, calendar_row, new_id, zone

get = CALENDARS.get


def insert(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    if not str(body.get("summary") or "").strip():
        raise bad_request("Missing summary.")
    tz = str(body.get("timeZone") or "UTC")
    zone(tz)
    c = Calendar(
        id=f"{new_id(session, 'cal-')}@group.example.com",
        summary=body["summary"],
        description=str(body.get("description") or ""),
        time_zone=tz,
        is_primary=False,
    )
    session.add(c)
    session.commit()
    return calendar_resource(c)


def patch(session: Session, *, calendarId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c = calendar_row(session, calendarId)
    body = body or {}
    if "summary" in body:
        if not str(body["summary"] or "").strip():
            raise bad_request("Missing summary.")
        c.summary = body["summary"]
    if "description" in body:
        c.description = str(body["description"] or "")
    if "timeZone" in body:
        zone(body["timeZone"])
        c.time_zone = body["timeZone"]
    session.commit()
    return calendar_resource(c)


def delete(session: Session, *, calendarId: str, **_: Any) -> None:
    c = calendar_row(session, calendarId)
    if c.is_primary:
        raise bad_request("Cannot delete primary calendar.")
    ids = list(session.scalars(select(Event.id).where(Event.calendar_id == c.id)))
    session.execute(sql_delete(Attendee).where(Attendee.event_id.in_(ids)))
    session.execute(sql_delete(Event).where(Event.calendar_id == c.id))
    session.delete(c)
    session.commit()
