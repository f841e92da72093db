"""A trip's passengers: listing them in booking order and correcting a name before check-in."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..store import booking_row, conflict, invalid, passenger_resource, passenger_row, passengers_of


def list_(session: Session, *, pnr: str) -> Any:
    booking = booking_row(session, pnr)
    return {"passengers": [passenger_resource(p) for p in passengers_of(session, booking.pnr)]}


def update(session: Session, *, pnr: str, passenger_id: str, body: dict[str, Any] | None = None) -> Any:
    _, passenger = passenger_row(session, pnr, passenger_id)
    changes = {k: v for k, v in (body or {}).items() if k in ("first_name", "last_name")}
    if any(not isinstance(v, str) or not v.strip() for v in changes.values()):
        raise invalid("names cannot be blank")
    if passenger.checked_in:
        raise conflict("names cannot change after check-in")
    for key, value in changes.items():
        setattr(passenger, key, value)
    session.commit()
    return passenger_resource(passenger)
