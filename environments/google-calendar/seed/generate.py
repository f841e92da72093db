"""Rebuild seed.json: three synthetic calendars of one user, byte-identical on every run (fixed data, fixed clock).

Times are stored in UTC; each event keeps its own time zone, which recurrences expand in.
Run: python environments/google-calendar/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

OUT = Path(__file__).with_name("seed.json")
ME = "ada@example.com"
CALENDARS = [
    (ME, "Ada Lovelace", "Personal calendar", "Europe/Lisbon", True),
    ("team-atlas@group.example.com", "Atlas team", "Team meetings", "America/New_York", False),
    ("holidays@group.example.com", "Holidays", "", "Europe/Lisbon", False),
]
# (id, calendar, summary, location, local start, local end, tz, recurrence, status, transparency, attendees)
EVENTS = [
    ("ev-standup", ME, "Daily standup", "", "2026-01-12T09:30", "2026-01-12T09:45", "Europe/Lisbon",
     ["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"], "confirmed", "opaque", [("ben@example.com", "accepted")]),
    ("ev-dentist", ME, "Dentist", "Rua Augusta 10, Lisbon", "2026-01-16T14:00", "2026-01-16T15:00", "Europe/Lisbon", None, "confirmed", "opaque", []),
    ("ev-review", ME, "Quarterly review", "Room 4", "2026-01-20T15:00", "2026-01-20T16:30", "Europe/Lisbon", None, "confirmed", "opaque",
     [("ben@example.com", "tentative"), ("chloe@example.com", "needsAction"), ("dev@example.com", "declined")]),
    ("ev-focus", ME, "Focus time", "", "2026-01-19T10:00", "2026-01-19T12:00", "Europe/Lisbon", None, "confirmed", "transparent", []),
    ("ev-oldsync", ME, "Old sync", "", "2026-01-14T11:00", "2026-01-14T11:30", "Europe/Lisbon", None, "cancelled", "opaque", []),
    ("ev-atlas-weekly", "team-atlas@group.example.com", "Atlas weekly", "Zoom", "2026-01-19T09:00", "2026-01-19T10:00", "America/New_York",
     ["RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10"], "confirmed", "opaque", [("ben@example.com", "accepted"), ("mei@example.net", "accepted")]),
    ("ev-launch", "team-atlas@group.example.com", "Atlas launch", "HQ", "2026-01-22T16:00", "2026-01-22T17:00", "America/New_York", None,
     "confirmed", "opaque", []),
]
ALL_DAY = [("ev-porto", ME, "Porto trip", "2026-01-23", "2026-01-25"), ("ev-carnival", "holidays@group.example.com", "Carnival", "2026-02-17", "2026-02-18")]
# An exception of the Atlas weekly series: the 2026-01-26 meeting moved an hour later.
OVERRIDES = [("ev-atlas-weekly_20260126T140000Z", "ev-atlas-weekly", "2026-01-26T09:00", "2026-01-26T10:00", "2026-01-26T11:00")]
CREATED = "2026-01-05T08:00:00Z"


def utc(local: str, tz: str) -> str:
    return datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz)).astimezone(ZoneInfo("UTC")).strftime("%Y-%m-%dT%H:%M:%SZ")


def event(eid: str, cal: str, summary: str, location: str, start: str | None, end: str | None, tz: str, **extra: object) -> dict:
    row = {"id": eid, "calendar_id": cal, "summary": summary, "description": "", "location": location, "start_utc": start,
           "end_utc": end, "time_zone": tz, "all_day": False, "start_date": None, "end_date": None, "recurrence": None,
           "status": "confirmed", "transparency": "opaque", "recurring_event_id": None, "original_start_utc": None,
           "organizer": ME if cal == ME else cal, "created": CREATED, "updated": CREATED, "sequence": 0}
    row.update(extra)
    return row


def build() -> dict:
    events, attendees = [], []
    for eid, cal, summary, loc, start, end, tz, rec, status, transp, people in EVENTS:
        events.append(event(eid, cal, summary, loc, utc(start, tz), utc(end, tz), tz, recurrence=json.dumps(rec) if rec else None,
                            status=status, transparency=transp))
        if people:
            attendees.append({"event_id": eid, "email": ME, "response_status": "accepted", "optional": False, "organizer": True})
            attendees += [{"event_id": eid, "email": e, "response_status": r, "optional": False, "organizer": False} for e, r in people]
    for eid, cal, summary, start, end in ALL_DAY:
        events.append(event(eid, cal, summary, "", None, None, "Europe/Lisbon", all_day=True, start_date=start, end_date=end,
                            transparency="transparent"))
    for eid, master, original, start, end in OVERRIDES:
        base = next(e for e in EVENTS if e[0] == master)
        events.append(event(eid, base[1], base[2], base[3], utc(start, base[6]), utc(end, base[6]), base[6], recurring_event_id=master,
                            original_start_utc=utc(original, base[6]), updated="2026-01-10T12:00:00Z", sequence=1))
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "generator": "python environments/google-calendar/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 100}],
            "calendars": [{"id": i, "summary": s, "description": d, "time_zone": tz, "is_primary": p} for i, s, d, tz, p in CALENDARS],
            "events": sorted(events, key=lambda e: e["id"]),
            "attendees": sorted(attendees, key=lambda a: (a["event_id"], a["email"])),
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/google-calendar/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
