"""Seat maps, and choosing or giving up a passenger's seat."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import Seat
from ..store import (
    ApiError,
    cabin_of,
    conflict,
    flight_row,
    invalid,
    missing,
    passenger_resource,
    passenger_row,
    release_seat,
    seat_map,
)


def list_(session: Session, *, flight_id: str) -> Any:
    flight = flight_row(session, flight_id)
    return {
        "seats": [
            {"seat": s.seat, "row": s.row, "letter": s.letter, "cabin": s.cabin, "state": s.state}
            for s in seat_map(session, flight.id)
        ]
    }


def assign(session: Session, *, pnr: str, passenger_id: str, body: dict[str, Any] | None = None) -> Any:
    booking, passenger = passenger_row(session, pnr, passenger_id)
    if booking.status != "confirmed":
        raise conflict("the booking is cancelled")
    if booking.fare_class == "basic":
        raise ApiError(403, "basic economy fares cannot choose seats; check-in assigns one")
    wanted = (body or {}).get("seat")
    seat = session.get(Seat, (booking.flight_id, wanted)) if isinstance(wanted, str) else None
    if seat is None:
        raise missing(f"seat {wanted}")
    if seat.cabin != cabin_of(booking.fare_class):
        raise invalid(f"seat {seat.seat} is not in the {cabin_of(booking.fare_class)} cabin")
    if passenger.seat == seat.seat:
        return passenger_resource(passenger)
    if seat.state != "available":
        raise conflict(f"seat {seat.seat} is {seat.state}")
    release_seat(session, passenger, booking.flight_id)
    seat.state, seat.passenger_id, passenger.seat = "occupied", passenger.id, seat.seat
    session.commit()
    return passenger_resource(passenger)


def release(session: Session, *, pnr: str, passenger_id: str) -> Any:
    booking, passenger = passenger_row(session, pnr, passenger_id)
    if booking.status != "confirmed":
        raise conflict("the booking is cancelled")
    if passenger.checked_in:
        raise conflict("a checked-in passenger keeps their seat")
    release_seat(session, passenger, booking.flight_id)
    session.commit()
    return passenger_resource(passenger)
