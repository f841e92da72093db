"""The signed-in diner: name, phone and the counts the header shows."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Favourite, Profile, WaitlistEntry
from ..store import ME, invalid
from . import reservations


def _profile(session: Session) -> Profile:
    row = session.get(Profile, ME)
    assert row is not None
    return row


def get(session: Session, **_: Any) -> Any:
    me = _profile(session)
    waiting = session.scalars(select(WaitlistEntry).where(WaitlistEntry.diner == ME, WaitlistEntry.status == "waiting"))
    return {
        "name": me.name,
        "phone": me.phone,
        "upcoming_count": reservations.list_(session, status="upcoming")["total"],
        "favourite_count": len(list(session.scalars(select(Favourite)))),
        "waitlist_count": len(list(waiting)),
    }


def update(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    me = _profile(session)
    if "name" in body:
        name = body["name"]
        if not isinstance(name, str) or not name.strip():
            raise invalid("name must not be blank")
        me.name = name.strip()
    if "phone" in body:
        me.phone = str(body["phone"] or "")
    session.commit()
    return get(session)
