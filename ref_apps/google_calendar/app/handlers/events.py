"""Events: single and recurring, their instances and exceptions, attendees, listing windows, moving."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import bad_request, not_found
from ..models import Attendee, Calendar, Event
from ..store import (
    ME,
    Occurrence,
    calendar_row,
    event_resource,
    instance_id,
    instant,
    new_id,
    occurrences,
    series_starts,
    single,
    stamp,
    utc_text,
    zone,
)

RESPONSES = ("needsAction", "declined", "tentative", "accepted")


def _times(body: dict[str, Any], calendar: Calendar) -> dict[str, Any]:
    """start/end of a request body as columns: a date pair (all-day) or two UTC instants and a time zone."""
    start, end = body.get("start"), body.get("end")
    if not isinstance(start, dict) or not isinstance(end, dict):
        raise bad_request("Missing end time." if isinstance(start, dict) else "Missing start time.")
    if start.get("date") or end.get("date"):
        try:
            first, last = date.fromisoformat(str(start.get("date"))), date.fromisoformat(str(end.get("date")))
        except ValueError:
            raise bad_request("Invalid start or end date.") from None
        if last <= first:
            raise bad_request("The specified time range is empty.")
        return {
            "all_day": True,
            "start_date": first.isoformat(),
            "end_date": last.isoformat(),
            "start_utc": None,
            "end_utc": None,
            "time_zone": calendar.time_zone,
        }
    tz = str(start.get("timeZone") or calendar.time_zone)
    zone(tz)
    begin, finish = instant(start.get("dateTime"), tz), instant(end.get("dateTime"), str(end.get("timeZone") or tz))
    if finish <= begin:
        raise bad_request("The specified time range is empty.")
    return {
        "all_day": False,
        "start_date": None,
        "end_date": None,
        "start_utc": utc_text(begin),
        "end_utc": utc_text(finish),
        "time_zone": tz,
    }


def _attendees(session: Session, event: Event, people: Any) -> None:
    if not isinstance(people, list):
        raise bad_request("attendees must be a list")
    session.execute(sql_delete(Attendee).where(Attendee.event_id == event.id))
    session.flush()
    seen = set()
    for person in people:
        email = str((person or {}).get("email") or "").strip().lower()
        if "@" not in email:
            raise bad_request("Invalid attendee email.")
        if email in seen:
            continue
        seen.add(email)
        status = person.get("responseStatus", "accepted" if email == ME else "needsAction")
        if status not in RESPONSES:
            raise bad_request(f"Invalid responseStatus: {status}")
        session.add(
            Attendee(
                event_id=event.id,
                email=email,
                response_status=status,
                optional=bool(person.get("optional")),
                organizer=email == event.organizer,
            )
        )


def _recurrence(value: Any) -> str | None:
    if value in (None, []):
        return None
    if not isinstance(value, list) or not all(isinstance(x, str) and x.startswith(("RRULE:", "EXDATE", "RDATE")) for x in value):
        raise bad_request("Invalid recurrence rule.")
    return json.dumps(value)


def _apply(session: Session, event: Event, calendar: Calendar, body: dict[str, Any], replace: bool) -> None:
    if replace or "start" in body or "end" in body:
        times = _times({"start": body.get("start", _when(event, "start")), "end": body.get("end", _when(event, "end"))}, calendar)
        for key, value in times.items():
            setattr(event, key, value)
    for key in ("summary", "description", "location"):
        if key in body or replace:
            setattr(event, key, str(body.get(key) or ""))
    if "transparency" in body or replace:
        event.transparency = "transparent" if body.get("transparency") == "transparent" else "opaque"
    if "recurrence" in body or replace:
        if event.recurring_event_id and body.get("recurrence"):
            raise bad_request("An instance of a series cannot recur.")
        event.recurrence = _recurrence(body.get("recurrence"))
        if event.recurrence and event.all_day:
            raise bad_request("All-day series are not supported.")
    if "status" in body:
        if body["status"] not in ("confirmed", "tentative", "cancelled"):
            raise bad_request("Invalid status.")
        event.status = body["status"]
    if "attendees" in body or replace:
        _attendees(session, event, body.get("attendees") or [])
    event.updated, event.sequence = stamp(), event.sequence + 1


def _when(event: Event, side: str) -> dict[str, Any]:
    if event.all_day:
        return {"date": event.start_date if side == "start" else event.end_date}
    return {"dateTime": event.start_utc if side == "start" else event.end_utc, "timeZone": event.time_zone}


def _find(session: Session, calendar: Calendar, event_id: str, materialize: bool = False) -> Occurrence:
    """An event by id: a stored row, or an instance of a series (made a stored exception when materialize)."""
    row = session.get(Event, event_id)
    if row is not None and row.calendar_id == calendar.id:
        return single(row, calendar.time_zone)
    master_id, _, when = event_id.rpartition("_")
    master = session.get(Event, master_id) if master_id else None
    if master is None or master.calendar_id != calendar.id or not master.recurrence:
        raise not_found()
    try:
        original = instant(f"{when[:4]}-{when[4:6]}-{when[6:8]}T{when[9:11]}:{when[11:13]}:{when[13:15]}Z")
    except (IndexError, Exception):  # noqa: BLE001
        raise not_found() from None
    if original not in series_starts(master, original):
        raise not_found()
    duration = instant(master.end_utc) - instant(master.start_utc)
    occ = Occurrence(master, instance_id(master.id, original), original, original + duration, original, True)
    if not materialize:
        return occ
    exception = Event(
        id=occ.id,
        calendar_id=calendar.id,
        summary=master.summary,
        description=master.description,
        location=master.location,
        start_utc=utc_text(occ.start),
        end_utc=utc_text(occ.end),
        time_zone=master.time_zone,
        all_day=False,
        recurrence=None,
        status=master.status,
        transparency=master.transparency,
        recurring_event_id=master.id,
        original_start_utc=utc_text(original),
        organizer=master.organizer,
        created=master.created,
        updated=stamp(),
        sequence=master.sequence,
    )
    session.add(exception)
    session.flush()
    people = [
        {"email": a.email, "responseStatus": a.response_status, "optional": a.optional}
        for a in session.scalars(select(Attendee).where(Attendee.event_id == master.id))
    ]
    _attendees(session, exception, people)
    return single(exception, calendar.time_zone)


def _page(items: list[Any], max_results: Any, token: Any) -> tuple[list[Any], str | None]:
    size = min(max(int(max_results or 250), 1), 2500)
    start = int(token) if token and str(token).isdigit() else 0
    return items[start : start + size], (str(start + size) if start + size < len(items) else None)


def _envelope(calendar: Calendar, items: list[Any], next_token: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "calendar#events", "summary": calendar.summary, "timeZone": calendar.time_zone, "items": items}
    if next_token:
        out["nextPageToken"] = next_token
    return out


def list_(
    session: Session,
    *,
    calendarId: str,
    timeMin: Any = None,
    timeMax: Any = None,
    singleEvents: bool | None = None,
    orderBy: str | None = None,
    q: str | None = None,
    showDeleted: bool | None = None,
    maxResults: Any = None,
    pageToken: Any = None,
    **_: Any,
) -> Any:
    calendar = calendar_row(session, calendarId)
    if orderBy == "startTime" and not singleEvents:
        raise bad_request("The requested ordering is not available for the particular query.")
    start = instant(timeMin) if timeMin else None
    end = instant(timeMax) if timeMax else None
    show = bool(showDeleted)
    found: list[Occurrence] = []
    for row in session.scalars(select(Event).where(Event.calendar_id == calendar.id)):
        if singleEvents and row.recurrence:
            if row.status == "cancelled":
                continue
            found += occurrences(session, row, start, end, show)
            continue
        if singleEvents and row.recurring_event_id:
            continue  # exceptions come with their series' expansion
        if row.status == "cancelled" and not show:
            continue
        occ = single(row, calendar.time_zone)
        if (start is None or occ.end > start) and (end is None or occ.start < end):
            found.append(occ)
    if q:
        needle = q.lower()
        found = [o for o in found if needle in " ".join((o.row.summary, o.row.description, o.row.location)).lower()]
    if orderBy == "updated":
        found.sort(key=lambda o: (o.row.updated, o.id))
    else:
        found.sort(key=lambda o: (o.start, o.id))
    items, token = _page(found, maxResults, pageToken)
    return _envelope(calendar, [event_resource(session, o, calendar.time_zone) for o in items], token)


def get(session: Session, *, calendarId: str, eventId: str, **_: Any) -> Any:
    calendar = calendar_row(session, calendarId)
    return event_resource(session, _find(session, calendar, eventId), calendar.time_zone)


def insert(session: Session, *, calendarId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    calendar = calendar_row(session, calendarId)
    body = body or {}
    event = Event(
        id=str(body.get("id") or new_id(session, "ev")),
        calendar_id=calendar.id,
        organizer=ME if calendar.is_primary else calendar.id,
        created=stamp(),
        updated=stamp(),
        sequence=-1,
        status="confirmed",
        time_zone=calendar.time_zone,
    )
    if session.get(Event, event.id) is not None:
        raise bad_request("The requested identifier already exists.")
    session.add(event)
    session.flush()
    _apply(session, event, calendar, body, replace=True)
    session.commit()
    return event_resource(session, single(event, calendar.time_zone), calendar.time_zone)


def _update(session: Session, calendarId: str, eventId: str, body: dict[str, Any] | None, replace: bool) -> Any:
    calendar = calendar_row(session, calendarId)
    occ = _find(session, calendar, eventId, materialize=True)
    _apply(session, occ.row, calendar, body or {}, replace)
    session.commit()
    return event_resource(session, single(occ.row, calendar.time_zone), calendar.time_zone)


def patch(session: Session, *, calendarId: str, eventId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    return _update(session, calendarId, eventId, body, replace=False)


def update(session: Session, *, calendarId: str, eventId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    return _update(session, calendarId, eventId, body, replace=True)


def delete(session: Session, *, calendarId: str, eventId: str, **_: Any) -> None:
    calendar = calendar_row(session, calendarId)
    occ = _find(session, calendar, eventId, materialize=True)
    if occ.row.status == "cancelled":
        raise bad_request("Resource has been deleted")
    occ.row.status, occ.row.updated = "cancelled", stamp()
    session.commit()


def instances(
    session: Session,
    *,
    calendarId: str,
    eventId: str,
    timeMin: Any = None,
    timeMax: Any = None,
    showDeleted: bool | None = None,
    maxResults: Any = None,
    pageToken: Any = None,
    **_: Any,
) -> Any:
    calendar = calendar_row(session, calendarId)
    master = session.get(Event, eventId)
    if master is None or master.calendar_id != calendar.id:
        raise not_found()
    if not master.recurrence:
        raise bad_request("The event is not recurring.")
    found = occurrences(
        session, master, instant(timeMin) if timeMin else None, instant(timeMax) if timeMax else None, bool(showDeleted)
    )
    found.sort(key=lambda o: (o.start, o.id))
    items, token = _page(found, maxResults, pageToken)
    return _envelope(calendar, [event_resource(session, o, calendar.time_zone) for o in items], token)


def move(session: Session, *, calendarId: str, eventId: str, destination: str | None = None, **_: Any) -> Any:
    calendar = calendar_row(session, calendarId)
    target = calendar_row(session, str(destination or ""))
    event = session.get(Event, eventId)
    if event is None or event.calendar_id != calendar.id:
        raise not_found()
    if event.recurring_event_id:
        raise bad_request("An instance of a series cannot be moved on its own.")
    event.calendar_id = target.id
    for exception in session.scalars(select(Event).where(Event.recurring_event_id == event.id)):
        exception.calendar_id = target.id
    event.updated = stamp()
    session.commit()
    return event_resource(session, single(event, target.time_zone), target.time_zone)
