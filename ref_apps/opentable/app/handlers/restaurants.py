"""Restaurants: search with filters and availability, details with rating, slots of a date, cuisine and area facets."""

from __future__ import annotations

import re
from collections import Counter as Tally
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Restaurant, Slot
from ..store import invalid, restaurant, restaurant_resource, seats_left, started

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _date(value: str | None, required: bool) -> str | None:
    if value in (None, ""):
        if required:
            raise invalid("date is required (YYYY-MM-DD)")
        return None
    if not DATE.match(value):
        raise invalid("date must be YYYY-MM-DD")
    return value


def _slots(session: Session, restaurant_id: str, date: str | None) -> list[Slot]:
    rows = session.scalars(select(Slot).where(Slot.restaurant_id == restaurant_id).order_by(Slot.starts_at, Slot.id))
    return [s for s in rows if date is None or s.starts_at.startswith(date)]


def _open_for(session: Session, place: Restaurant, date: str | None, party: int) -> bool:
    return any(not started(s) and seats_left(session, s) >= party for s in _slots(session, place.id, date))


def _same(a: str, b: str | None) -> bool:
    return b is None or a.lower() == b.lower()


def search(session: Session, *, cuisine: str | None = None, area: str | None = None, q: str | None = None,
           date: str | None = None, party_size: int | None = None, **_: Any) -> Any:
    day = _date(date, required=False)
    places = sorted(session.scalars(select(Restaurant)), key=lambda r: (r.name.lower(), r.id))
    places = [r for r in places if _same(r.cuisine, cuisine) and _same(r.area, area)]
    if q:
        places = [r for r in places if q.lower() in r.name.lower()]
    if day is not None or party_size is not None:
        places = [r for r in places if _open_for(session, r, day, party_size or 1)]
    return {"total": len(places), "restaurants": [restaurant_resource(session, r) for r in places]}


def get(session: Session, *, restaurant_id: str, **_: Any) -> Any:
    return restaurant_resource(session, restaurant(session, restaurant_id), detail=True)


def availability(session: Session, *, restaurant_id: str, date: str | None = None, party_size: int | None = None, **_: Any) -> Any:
    place = restaurant(session, restaurant_id)
    day = _date(date, required=True)
    party = 2 if party_size is None else party_size
    slots = []
    for s in _slots(session, place.id, day):
        left = seats_left(session, s)
        slots.append({"id": s.id, "starts_at": s.starts_at, "seats_left": left, "bookable": not started(s) and left >= party})
    return {"restaurant_id": place.id, "date": day, "party_size": party, "slots": slots}


def _facet(session: Session, column: Any, key: str) -> Any:
    tally = Tally(session.scalars(select(column)))
    return {key: [{"name": name, "count": tally[name]} for name in sorted(tally, key=str.lower)]}


def cuisines(session: Session, **_: Any) -> Any:
    return _facet(session, Restaurant.cuisine, "cuisines")


def areas(session: Session, **_: Any) -> Any:
    return _facet(session, Restaurant.area, "areas")
