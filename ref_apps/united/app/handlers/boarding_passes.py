"""Boarding passes of a checked-in trip: group by fare class, boarding 40 minutes before departure."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy.orm import Session

from ..models import Flight
from ..store import booking_row, conflict, instant, passengers_of, spell

GROUPS = {"first": 1, "economy": 3, "basic": 5}
BOARDING = timedelta(minutes=40)


def list_(session: Session, *, pnr: str) -> Any:
    booking = booking_row(session, pnr)
    people = passengers_of(session, booking.pnr)
    if booking.status != "confirmed" or not people or not all(p.checked_in for p in people):
        raise conflict("boarding passes come with check-in")
    flight = session.get(Flight, booking.flight_id)
    assert flight is not None
    boards = spell(instant(flight.departs_at) - BOARDING)
    return {
        "boarding_passes": [
            {
                "passenger_id": p.id,
                "name": f"{p.last_name}/{p.first_name}".upper(),
                "flight_number": flight.number,
                "origin": flight.origin,
                "destination": flight.destination,
                "departs_at": flight.departs_at,
                "seat": p.seat,
                "gate": flight.gate,
                "group": GROUPS[booking.fare_class],
                "boarding_at": boards,
            }
            for p in people
        ]
    }
