"""What every opentable handler shares: lookups, ids, errors, seat counting and how rows look in the API."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ...kit.crud import iso_now
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Counter, Favourite, Reservation, Restaurant, Review, Slot

ME = "me"  # the one signed-in diner; every write acts as them


def not_found(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}-{bump(session, Counter)}"


def next_seq(session: Session) -> int:
    return bump(session, Counter)


def restaurant(session: Session, restaurant_id: str) -> Restaurant:
    row = session.get(Restaurant, restaurant_id)
    if row is None:
        raise not_found("Restaurant")
    return row


def slot(session: Session, slot_id: Any) -> Slot:
    row = session.get(Slot, slot_id) if isinstance(slot_id, str) else None
    if row is None:
        raise not_found("Slot")
    return row


def started(row: Slot) -> bool:
    return row.starts_at < iso_now()


def seats_left(session: Session, row: Slot) -> int:
    """Capacity minus other channels minus the booked parties (cancelled ones hold nothing)."""
    stmt = select(func.coalesce(func.sum(Reservation.party_size), 0)).where(
        Reservation.slot_id == row.id, Reservation.status == "booked"
    )
    return row.capacity - row.booked_elsewhere - int(session.scalar(stmt) or 0)


def party_size(session: Session, value: Any, place: Restaurant) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1 or value > place.max_party_size:
        raise invalid(f"party_size must be from 1 to {place.max_party_size}")
    return value


def rating(session: Session, restaurant_id: str) -> tuple[float | None, int]:
    ratings = list(session.scalars(select(Review.rating).where(Review.restaurant_id == restaurant_id)))
    if not ratings:
        return None, 0
    return round(sum(ratings) / len(ratings) + 1e-9, 1), len(ratings)


def restaurant_resource(session: Session, row: Restaurant, detail: bool = False) -> dict[str, Any]:
    mean, count = rating(session, row.id)
    out: dict[str, Any] = {
        "id": row.id,
        "name": row.name,
        "cuisine": row.cuisine,
        "area": row.area,
        "price": row.price,
        "rating": mean,
        "review_count": count,
        "favourite": session.get(Favourite, row.id) is not None,
    }
    if detail:
        out.update(description=row.description, max_party_size=row.max_party_size)
    return out


def ref(row: Restaurant) -> dict[str, str]:
    return {"id": row.id, "name": row.name}
