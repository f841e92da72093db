"""Saved places: labels unique ignoring case, listed A to Z ignoring case."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Location, Place
from ..store import conflict, get, invalid, location, new_id


def resource(session: Session, place: Place) -> dict[str, Any]:
    loc = session.get(Location, place.location_id)
    assert loc is not None
    return {"id": place.id, "label": place.label, "location": location(loc)}


def list_(session: Session, **_: Any) -> Any:
    rows = sorted(session.scalars(select(Place)), key=lambda p: (p.label.lower(), p.id))
    return {"places": [resource(session, p) for p in rows]}


def label_taken(session: Session, label: str) -> bool:
    return any(p.label.lower() == label.lower() for p in session.scalars(select(Place)))


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    label = body.get("label")
    if not isinstance(label, str) or not label.strip():
        raise invalid("label is required")
    label = label.strip()
    loc = get(session, Location, body.get("location_id"), "Location")
    if label_taken(session, label):
        raise conflict(f"A place is already called {label}")
    place = Place(id=new_id(session, "p"), label=label, location_id=loc.id)
    session.add(place)
    session.commit()
    return resource(session, place)


def delete(session: Session, *, place_id: str, **_: Any) -> None:
    session.delete(get(session, Place, place_id, "Place"))
    session.commit()
