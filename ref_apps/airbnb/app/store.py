"""Stays: nights, availability, prices and the refund rules the handlers share."""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Booking, CalendarDay, Counter, Listing, User

ME = "u-ada"
SERVICE_RATE, TAX_RATE = 14, 8  # percent: of the subtotal; of subtotal + cleaning
HOLDS = ("requested", "confirmed", "completed")  # bookings whose nights are taken


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def missing() -> ApiError:
    return ApiError(404, "Not found")


def conflict(message: str) -> ApiError:
    return ApiError(409, message)


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def today() -> date:
    return clock.now().date()


def half_up(value: int, percent: int) -> int:
    return (value * percent + 50) // 100


def day(text: Any, what: str) -> date:
    try:
        return date.fromisoformat(str(text))
    except ValueError:
        raise invalid(f"{what} must be a date (YYYY-MM-DD)") from None


def nights(checkin: date, checkout: date) -> list[date]:
    return [checkin + timedelta(days=i) for i in range((checkout - checkin).days)]


def listing_row(session: Session, listing_id: str) -> Listing:
    found = session.get(Listing, listing_id)
    if found is None:
        raise missing()
    return found


def overrides(session: Session, listing: Listing) -> dict[str, CalendarDay]:
    return {d.date: d for d in session.scalars(select(CalendarDay).where(CalendarDay.listing_id == listing.id))}


def booked(session: Session, listing: Listing, ignore: str | None = None) -> set[str]:
    taken: set[str] = set()
    for b in session.scalars(select(Booking).where(Booking.listing_id == listing.id, Booking.status.in_(HOLDS))):
        if b.id != ignore:
            taken |= {d.isoformat() for d in nights(date.fromisoformat(b.checkin), date.fromisoformat(b.checkout))}
    return taken


def night_table(session: Session, listing: Listing, days: list[date], for_search: bool = False) -> list[dict[str, Any]]:
    """Each night's availability and price: host blocks and custom prices, then bookings."""
    custom = overrides(session, listing)
    taken = booked(session, listing)
    out = []
    for d in days:
        key = d.isoformat()
        o = custom.get(key)
        blocked = o is not None and not o.available
        price = o.price if o is not None and o.price is not None else listing.nightly_price
        out.append({"date": key, "available": not blocked and key not in taken, "price": price})
    return out


def quote(
    session: Session, listing: Listing, checkin: date, checkout: date, guests: Any, for_search: bool = False
) -> dict[str, Any]:
    """The price breakdown of a stay, after checking it can be booked at all."""
    if checkout <= checkin:
        raise invalid("checkout must be after checkin")
    if checkin < today():
        raise invalid("checkin is in the past")
    if not isinstance(guests, int) or guests < 1 or guests > listing.max_guests:
        raise invalid(f"this place takes 1 to {listing.max_guests} guests")
    stay = nights(checkin, checkout)
    if len(stay) < listing.min_nights:
        raise invalid(f"the minimum stay is {listing.min_nights} nights")
    table = night_table(session, listing, stay, for_search)
    if not all(n["available"] for n in table):
        raise conflict("some of these nights are not available")
    subtotal = sum(n["price"] for n in table)
    service = half_up(subtotal, SERVICE_RATE)
    taxes = half_up(subtotal + listing.cleaning_fee, TAX_RATE)
    return {
        "nights": len(stay),
        "nightly": [{"date": n["date"], "price": n["price"]} for n in table],
        "subtotal": subtotal,
        "cleaning_fee": listing.cleaning_fee,
        "service_fee": service,
        "taxes": taxes,
        "total": subtotal + listing.cleaning_fee + service + taxes,
        "currency": "EUR",
    }


def refund(listing: Listing, booking: Booking) -> int:
    """What cancelling gives back, by the listing's policy and the days left before check-in."""
    if booking.status == "requested":
        return booking.total
    days_left = (date.fromisoformat(booking.checkin) - today()).days
    policy = listing.cancellation_policy
    if policy == "flexible":
        return booking.total if days_left >= 1 else 0
    if policy == "moderate":
        return booking.total if days_left >= 5 else half_up(booking.subtotal, 50)
    return half_up(booking.total, 50) if days_left >= 7 else 0


def rating(listing: Listing) -> float | None:
    return round(listing.rating_sum / listing.rating_count, 2) if listing.rating_count else None


def listing_resource(session: Session, x: Listing) -> dict[str, Any]:
    host = session.get(User, x.host_id)
    assert host is not None
    return {
        "id": x.id,
        "title": x.title,
        "city": x.city,
        "neighbourhood": x.neighbourhood,
        "type": x.type,
        "max_guests": x.max_guests,
        "bedrooms": x.bedrooms,
        "nightly_price": x.nightly_price,
        "cleaning_fee": x.cleaning_fee,
        "instant_book": x.instant_book,
        "cancellation_policy": x.cancellation_policy,
        "min_nights": x.min_nights,
        "amenities": json.loads(x.amenities),
        "rating": rating(x),
        "review_count": x.rating_count,
        "host": {"id": host.id, "name": host.name, "is_superhost": host.is_superhost},
    }


def booking_resource(b: Booking) -> dict[str, Any]:
    return {
        "id": b.id,
        "listing_id": b.listing_id,
        "guest_id": b.guest_id,
        "checkin": b.checkin,
        "checkout": b.checkout,
        "guests": b.guests,
        "status": b.status,
        "refund": b.refund,
        "created": b.created,
        "price": {
            "nights": b.nights,
            "subtotal": b.subtotal,
            "cleaning_fee": b.cleaning_fee,
            "service_fee": b.service_fee,
            "taxes": b.taxes,
            "total": b.total,
            "currency": "EUR",
            "nightly": [],
        },
    }
