"""The guest's trips: book, list, cancel with a refund, review after the stay."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit import clock
from ..models import Booking, Review
from ..resources import TRIPS
from ..store import ME, booking_resource, conflict, day, invalid, listing_row, missing, new_id, quote, refund, today


def _mine(session: Session, booking_id: str) -> Booking:
    found = session.get(Booking, booking_id)
    if found is None or found.guest_id != ME:
        raise missing()
    return found


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    listing = listing_row(session, str(body.get("listing_id") or ""))
    if listing.host_id == ME:
        raise invalid("you cannot book your own listing")
    checkin, checkout = day(body.get("checkin"), "checkin"), day(body.get("checkout"), "checkout")
    price = quote(session, listing, checkin, checkout, body.get("guests"))
    booking = Booking(
        id=new_id(session, "b-"),
        listing_id=listing.id,
        guest_id=ME,
        checkin=checkin.isoformat(),
        checkout=checkout.isoformat(),
        guests=body["guests"],
        status="confirmed" if listing.instant_book else "requested",
        nights=price["nights"],
        subtotal=price["subtotal"],
        cleaning_fee=price["cleaning_fee"],
        service_fee=price["service_fee"],
        taxes=price["taxes"],
        total=price["total"],
        refund=0,
        created=clock.now().strftime("%Y-%m-%dT%H:%M:%SZ"),
    )
    session.add(booking)
    session.commit()
    out = booking_resource(booking)
    out["price"]["nightly"] = price["nightly"]
    return out


list_ = TRIPS.list_
get = TRIPS.get


def cancel(session: Session, *, booking_id: str, **_: Any) -> Any:
    booking = _mine(session, booking_id)
    if booking.status not in ("requested", "confirmed"):
        raise conflict(f"a {booking.status} booking cannot be cancelled")
    booking.refund = refund(listing_row(session, booking.listing_id), booking)
    booking.status = "cancelled"
    session.commit()
    return booking_resource(booking)


def review(session: Session, *, booking_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    booking = _mine(session, booking_id)
    body = body or {}
    stayed = booking.status == "completed" or (booking.status == "confirmed" and day(booking.checkout, "checkout") <= today())
    if not stayed:
        raise conflict("you can review a stay once it is over")
    if session.scalars(select(Review).where(Review.booking_id == booking.id)).first() is not None:
        raise conflict("this stay is already reviewed")
    rating = body.get("rating")
    if not isinstance(rating, int) or isinstance(rating, bool) or not 1 <= rating <= 5:
        raise invalid("rating is a whole number from 1 to 5")
    r = Review(
        id=new_id(session, "r-"),
        booking_id=booking.id,
        listing_id=booking.listing_id,
        guest_id=ME,
        rating=rating,
        text=str(body.get("text") or ""),
        created=clock.now().strftime("%Y-%m-%dT%H:%M:%SZ"),
    )
    session.add(r)
    listing = listing_row(session, booking.listing_id)
    listing.rating_sum += rating
    listing.rating_count += 1
    session.commit()
    return {
        "id": r.id,
        "listing_id": r.listing_id,
        "guest_id": r.guest_id,
        "rating": r.rating,
        "text": r.text,
        "created": r.created,
    }
