"""Favourites: add (idempotent, keeps its place), list newest first, remove."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Favourite
from ..store import next_seq, not_found, restaurant, restaurant_resource


def list_(session: Session, **_: Any) -> Any:
    rows = session.scalars(select(Favourite).order_by(Favourite.seq.desc()))
    return {"restaurants": [restaurant_resource(session, restaurant(session, f.restaurant_id)) for f in rows]}


def add(session: Session, *, restaurant_id: str, **_: Any) -> Any:
    place = restaurant(session, restaurant_id)
    if session.get(Favourite, place.id) is None:
        session.add(Favourite(restaurant_id=place.id, seq=next_seq(session)))
        session.commit()
    return restaurant_resource(session, place)


def remove(session: Session, *, restaurant_id: str, **_: Any) -> None:
    place = restaurant(session, restaurant_id)
    row = session.get(Favourite, place.id)
    if row is None:
        raise not_found("Favourite")
    session.delete(row)
    session.commit()
