"""Profiles: the signed-in member's own profile (editable) and anyone's profile with its relation to them."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Experience, User
from ..store import ME, connection_between, connection_ids, invalid, member, new_id, pending_between, text_of

HEADLINE_MAX = 220


def _relation(session: Session, user_id: str) -> str:
    if user_id == ME:
        return "self"
    if connection_between(session, ME, user_id):
        return "connected"
    if pending_between(session, ME, user_id):
        return "pending_sent"
    if pending_between(session, user_id, ME):
        return "pending_received"
    return "none"


def _experience(session: Session, user_id: str) -> list[dict[str, Any]]:
    rows = list(session.scalars(select(Experience).where(Experience.user_id == user_id)))
    # Current positions first, then the latest start first.
    rows.sort(key=lambda e: (e.end_year is not None, -e.start_year, e.id))
    return [
        {"id": e.id, "title": e.title, "company": e.company, "start_year": e.start_year, "end_year": e.end_year} for e in rows
    ]


def profile(session: Session, user: User) -> dict[str, Any]:
    return {
        "id": user.id,
        "name": user.name,
        "headline": user.headline,
        "about": user.about,
        "location": user.location,
        "connection_count": len(connection_ids(session, user.id)),
        "connection": _relation(session, user.id),
        "experience": _experience(session, user.id),
    }


def me(session: Session, **_: Any) -> Any:
    return profile(session, member(session, ME))


def get(session: Session, *, user_id: str, **_: Any) -> Any:
    return profile(session, member(session, user_id))


def update(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    user = member(session, ME)
    for key in ("headline", "about"):
        if key in body:
            if not isinstance(body[key], str):
                raise invalid(f"{key} must be a string")
            setattr(user, key, body[key].strip())
    if len(user.headline) > HEADLINE_MAX:
        raise invalid(f"headline is longer than {HEADLINE_MAX} characters")
    session.commit()
    return profile(session, user)


def _year(value: Any, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1950 <= value <= 2100:
        raise invalid(f"{key} must be a year")
    return value


def add_experience(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    title, company = text_of(body, "title"), text_of(body, "company")
    start = _year(body.get("start_year"), "start_year")
    end = None if body.get("end_year") is None else _year(body.get("end_year"), "end_year")
    if end is not None and end < start:
        raise invalid("end_year is before start_year")
    row = Experience(id=new_id(session, "e"), user_id=ME, title=title, company=company, start_year=start, end_year=end)
    session.add(row)
    session.commit()
    return {"id": row.id, "title": title, "company": company, "start_year": start, "end_year": end}
