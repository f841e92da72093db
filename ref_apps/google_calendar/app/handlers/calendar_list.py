"""The user's calendar list: every calendar, the primary one first."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Calendar
from ..store import calendar_row, list_entry


def list_(session: Session, **_: Any) -> Any:
    rows = sorted(session.scalars(select(Calendar)), key=lambda c: (not c.is_primary, c.summary.lower()))
    return {"kind": "calendar#calendarList", "items": [list_entry(c) for c in rows]}


def get(session: Session, *, calendarId: str, **_: Any) -> Any:
    return list_entry(calendar_row(session, calendarId))
