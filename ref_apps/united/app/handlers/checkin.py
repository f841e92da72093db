"""Check-in: the 24-hour to 45-minute window, and a seat for every passenger who has none."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy.orm import Session

from ....kit import clock
from ..models import Flight
from ..store import booking_resource, booking_row, cabin_of, conflict, instant, passengers_of, seat_map

OPENS, CLOSES = timedelta(hours=24), timedelta(minutes=45)


def window_open(departs_at: str) -> bool:
    departs = instant(departs_at)
    return departs - OPENS <= clock.now() < departs - CLOSES


def create(session: Session, *, pnr: str) -> Any:
    booking = booking_row(session, pnr)
    if booking.status != "confirmed":
        raise conflict("a cancelled booking cannot check in")
    flight = session.get(Flight, booking.flight_id)
    assert flight is not None
    if not window_open(flight.departs_at):
        raise conflict("check-in opens 24 hours and closes 45 minutes before departure")
    cabin = cabin_of(booking.fare_class)
    for passenger in passengers_of(session, booking.pnr):
        if passenger.seat is None:
            free = next((s for s in seat_map(session, flight.id) if s.cabin == cabin and s.state == "available"), None)
            if free is None:
                raise conflict(f"no seat left in the {cabin} cabin")
            free.state, free.passenger_id, passenger.seat = "occupied", passenger.id, free.seat
            session.flush()
        passenger.checked_in = True
    session.commit()
    return booking_resource(session, booking)
