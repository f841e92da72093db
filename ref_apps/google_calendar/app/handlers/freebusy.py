"""freebusy.query: the busy intervals of calendars in a window, merged, in UTC."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import bad_request
from ..models import Attendee, Calendar, Event
from ..store import ME, instant, occurrences, single, utc_text


def _busy(session: Session, calendar: Calendar, start: datetime, end: datetime) -> list[dict[str, str]]:
    spans: list[tuple[datetime, datetime]] = []
    for row in session.scalars(select(Event).where(Event.calendar_id == calendar.id, Event.recurring_event_id.is_(None))):
        if row.status == "cancelled":
            continue
        occs = occurrences(session, row, start, end) if row.recurrence else [single(row, calendar.time_zone)]
        for occ in occs:
            r = occ.row
            if r.status == "cancelled" or r.transparency == "transparent":
                continue
            me = session.get(Attendee, (r.id, ME))
            if me is not None and me.response_status == "declined":
                continue
            if occ.end > start and occ.start < end:
                spans.append((max(occ.start, start), min(occ.end, end)))
    merged: list[list[datetime]] = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return [{"start": utc_text(s), "end": utc_text(e)} for s, e in merged]


def query(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    if not body.get("timeMin") or not body.get("timeMax"):
        raise bad_request("Missing timeMin or timeMax.")
    start, end = instant(body["timeMin"]), instant(body["timeMax"])
    if end <= start:
        raise bad_request("The specified time range is empty.")
    calendars: dict[str, Any] = {}
    for item in body.get("items") or []:
        cid = str((item or {}).get("id") or "")
        calendar = (
            session.scalars(select(Calendar).where(Calendar.is_primary.is_(True))).first()
            if cid == "primary"
            else session.get(Calendar, cid)
        )
        if calendar is None:
            calendars[cid] = {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []}
        else:
            calendars[cid] = {"busy": _busy(session, calendar, start, end)}
    return {"kind": "calendar#freeBusy", "timeMin": utc_text(start), "timeMax": utc_text(end), "calendars": calendars}
