"""Reviews: newest first; only a diner who has dined there (a booked reservation that started) may review, once."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Profile, Reservation, Review, Slot
from ..store import ME, invalid, new_id, restaurant, started


def resource(row: Review) -> dict[str, Any]:
    return {"id": row.id, "author": row.author, "rating": row.rating, "text": row.text, "created_at": row.created_at}


def list_(session: Session, *, restaurant_id: str, **_: Any) -> Any:
    place = restaurant(session, restaurant_id)
    rows = list(session.scalars(select(Review).where(Review.restaurant_id == place.id).order_by(Review.created_at.desc(), Review.id.desc())))
    return {"total": len(rows), "reviews": [resource(r) for r in rows]}


def _dined(session: Session, restaurant_id: str) -> bool:
    stmt = select(Slot).join(Reservation, Reservation.slot_id == Slot.id).where(
        Slot.restaurant_id == restaurant_id, Reservation.diner == ME, Reservation.status == "booked"
    )
    return any(started(s) for s in session.scalars(stmt))


def create(session: Session, *, restaurant_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    place = restaurant(session, restaurant_id)
    body = body or {}
    score = body.get("rating")
    if not isinstance(score, int) or isinstance(score, bool) or not 1 <= score <= 5:
        raise invalid("rating must be an integer from 1 to 5")
    if not _dined(session, place.id):
        raise ApiError(403, "Only diners who have eaten here can review it")
    if session.scalars(select(Review).where(Review.restaurant_id == place.id, Review.mine.is_(True))).first():
        raise ApiError(409, "You already reviewed this restaurant")
    me = session.get(Profile, ME)
    assert me is not None
    row = Review(id=new_id(session, "rv"), restaurant_id=place.id, author=me.name, mine=True, rating=score,
                 text=str(body.get("text") or ""), created_at=iso_now())
    session.add(row)
    session.commit()
    return resource(row)
