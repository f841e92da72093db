"""Bookings of the host's listings: accept or decline requests."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Booking, Listing
from ..store import ME, booking_resource, conflict, missing


def _theirs(session: Session, booking_id: str) -> Booking:
    booking = session.get(Booking, booking_id)
    listing = session.get(Listing, booking.listing_id) if booking else None
    if booking is None or listing is None or listing.host_id != ME:
        raise missing()
    return booking


def list_(session: Session, *, status: str | None = None, **_: Any) -> Any:
    mine = select(Listing.id).where(Listing.host_id == ME)
    rows = session.scalars(select(Booking).where(Booking.listing_id.in_(mine)).order_by(Booking.checkin, Booking.id))
    return {"reservations": [booking_resource(b) for b in rows if status is None or b.status == status]}


def _decide(session: Session, booking_id: str, status: str) -> Any:
    booking = _theirs(session, booking_id)
    if booking.status != "requested":
        raise conflict(f"only a request can be {status}, not a {booking.status} booking")
    booking.status = status
    if status == "declined":
        booking.refund = booking.total
    session.commit()
    return booking_resource(booking)


def accept(session: Session, *, booking_id: str, **_: Any) -> Any:
    return _decide(session, booking_id, "confirmed")


def decline(session: Session, *, booking_id: str, **_: Any) -> Any:
    return _decide(session, booking_id, "declined")
