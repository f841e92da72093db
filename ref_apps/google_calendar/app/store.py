"""Calendar rules shared by the handlers: time zones, recurrence expansion with exceptions, resources."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from dateutil.rrule import rrulestr
from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.crud import Crud, Resource
from ...kit.errors import bad_request, not_found
from ...kit.ids import bump
from .models import Attendee, Calendar, Counter, Event

ME = "ada@example.com"
HORIZON = timedelta(days=366)  # how far an open-ended series is expanded when no timeMax bounds it


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def stamp() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%S.000Z")


def zone(name: Any) -> ZoneInfo:
    try:
        return ZoneInfo(str(name))
    except (ZoneInfoNotFoundError, ValueError):
        raise bad_request(f"Invalid time zone definition: {name}") from None


def instant(text: Any, tz: str = "UTC") -> datetime:
    """An RFC 3339 time; without an offset it is read in tz."""
    try:
        value = datetime.fromisoformat(str(text).replace("Z", "+00:00"))
    except ValueError:
        raise bad_request(f"Invalid value: {text}") from None
    return (value if value.tzinfo else value.replace(tzinfo=zone(tz))).astimezone(UTC)


def utc_text(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def local_text(value: datetime, tz: str) -> str:
    return value.astimezone(zone(tz)).isoformat().replace("+00:00", "Z")


def calendar_row(session: Session, calendar_id: str) -> Calendar:
    if calendar_id == "primary":
        found = session.scalars(select(Calendar).where(Calendar.is_primary.is_(True))).first()
    else:
        found = session.get(Calendar, calendar_id)
    if found is None:
        raise not_found()
    return found


@dataclass
class Occurrence:
    """One time an event happens: a single event, an exception row, or a computed instance of a series."""

    row: Event
    id: str
    start: datetime
    end: datetime
    original_start: datetime | None = None
    instance: bool = False


def day_bounds(row: Event, calendar_tz: str) -> tuple[datetime, datetime]:
    tz = zone(calendar_tz)
    start = datetime.combine(date.fromisoformat(str(row.start_date)), datetime.min.time(), tz)
    end = datetime.combine(date.fromisoformat(str(row.end_date)), datetime.min.time(), tz)
    return start.astimezone(UTC), end.astimezone(UTC)


def single(row: Event, calendar_tz: str) -> Occurrence:
    if row.all_day:
        start, end = day_bounds(row, calendar_tz)
    else:
        start, end = instant(row.start_utc), instant(row.end_utc)
    original = instant(row.original_start_utc) if row.original_start_utc else None
    return Occurrence(row, row.id, start, end, original)


def instance_id(master_id: str, original: datetime) -> str:
    return f"{master_id}_{original.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def series_starts(master: Event, until: datetime) -> list[datetime]:
    """The series' start instants up to `until`, computed on the wall clock of the event's time zone."""
    tz = zone(master.time_zone)
    first = instant(master.start_utc)
    dtstart = first.astimezone(tz).replace(tzinfo=None)
    rule = rrulestr("\n".join(json.loads(master.recurrence or "[]")), dtstart=dtstart, forceset=True)
    out = []
    for local in rule:
        when = local.replace(tzinfo=tz).astimezone(UTC)
        if when > until or len(out) >= 2000:
            break
        out.append(when)
    return out


def occurrences(
    session: Session,
    master: Event,
    start: datetime | None,
    end: datetime | None,
    show_deleted: bool = False,
    exceptions_apply: bool = True,
) -> list[Occurrence]:
    """A series' instances inside [start, end): exceptions replace the instance they stand for."""
    duration = instant(master.end_utc) - instant(master.start_utc)
    until = end or clock.now() + HORIZON
    exceptions = (
        {}
        if not exceptions_apply
        else {e.original_start_utc: e for e in session.scalars(select(Event).where(Event.recurring_event_id == master.id))}
    )
    out = []
    for when in series_starts(master, until):
        exception = exceptions.get(utc_text(when))
        if exception is not None:
            occ = single(exception, master.time_zone)
        else:
            occ = Occurrence(master, instance_id(master.id, when), when, when + duration, when, True)
        if exception is not None and exception.status == "cancelled" and not show_deleted:
            continue
        if (start is None or occ.end > start) and (end is None or occ.start < end):
            out.append(occ)
    return out


def when_json(row: Event, value: datetime, calendar_tz: str, end: bool = False) -> dict[str, Any]:
    if row.all_day:
        return {"date": row.end_date if end else row.start_date}
    return {"dateTime": local_text(value, row.time_zone), "timeZone": row.time_zone}


def event_resource(session: Session, occ: Occurrence, calendar_tz: str) -> dict[str, Any]:
    row = occ.row
    out: dict[str, Any] = {
        "kind": "calendar#event",
        "id": occ.id,
        "status": row.status,
        "summary": row.summary,
        "start": when_json(row, occ.start, calendar_tz),
        "end": when_json(row, occ.end, calendar_tz, end=True),
        "organizer": {"email": row.organizer, "self": row.organizer == ME},
        "created": row.created,
        "updated": row.updated,
        "sequence": row.sequence,
        "iCalUID": f"{row.recurring_event_id or row.id.split('_')[0]}@example.com",
        "eventType": "default",
    }
    for key in ("description", "location"):
        if getattr(row, key):
            out[key] = getattr(row, key)
    if row.transparency == "transparent":
        out["transparency"] = "transparent"
    if row.recurrence and not occ.instance:
        out["recurrence"] = json.loads(row.recurrence)
    master_id = row.id if occ.instance else row.recurring_event_id
    if master_id and (occ.instance or row.recurring_event_id):
        out["recurringEventId"] = master_id
        assert occ.original_start is not None
        out["originalStartTime"] = {"dateTime": local_text(occ.original_start, row.time_zone), "timeZone": row.time_zone}
    people = list(session.scalars(select(Attendee).where(Attendee.event_id == row.id).order_by(Attendee.email)))
    if people:
        out["attendees"] = [
            {
                "email": a.email,
                "responseStatus": a.response_status,
                **({"optional": True} if a.optional else {}),
                **({"organizer": True} if a.organizer else {}),
                **({"self": True} if a.email == ME else {}),
            }
            for a in people
        ]
    return out


def calendar_resource(c: Calendar) -> dict[str, Any]:
    return {"kind": "calendar#calendar", "id": c.id, "summary": c.summary, "description": c.description, "timeZone": c.time_zone}


def list_entry(c: Calendar) -> dict[str, Any]:
    out = {**calendar_resource(c), "kind": "calendar#calendarListEntry", "accessRole": "owner"}
    if c.is_primary:
        out["primary"] = True
    return out


def primary_alias(session: Session, params: dict[str, Any]) -> dict[str, Any]:
    """`primary` names the user's own calendar wherever a calendarId is expected."""
    return {"calendarId": calendar_row(session, "primary").id} if params.get("calendarId") == "primary" else {}


CALENDARS = Crud(Resource(model=Calendar, render=calendar_resource, id_param="calendarId", resolve=primary_alias))
CALENDAR_LIST = Crud(
    Resource(
        model=Calendar,
        render=list_entry,
        id_param="calendarId",
        resolve=primary_alias,
        order_by=("-is_primary", "summary"),
        envelope=lambda items, _: {"kind": "calendar#calendarList", "items": items},
    )
)
