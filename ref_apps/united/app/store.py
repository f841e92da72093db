"""What several handlers share: errors, the clock, ids, lookups and how flights, fares and bookings look in the API."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import (
    ApiError,
    conflict,  # noqa: F401  (re-exported: store.conflict)
)
from ...kit.errors import bad_request as invalid  # noqa: F401  (the handlers' and mutants' store.invalid)
from ...kit.ids import bump
from .models import Booking, Counter, Fare, Flight, Passenger, Seat

CLASSES = ("basic", "economy", "first")
PNR_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0 or 1: codes are read aloud at counters


def missing(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def instant(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def spell(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def now_text() -> str:
    return spell(clock.now())


def departed(flight: Flight) -> bool:
    return instant(flight.departs_at) <= clock.now()


def next_number(session: Session) -> int:
    return bump(session, Counter)


def new_pnr(session: Session) -> str:
    """A fresh 6-character code from the id counter, scrambled so consecutive bookings do not look alike."""
    n, code = next_number(session) * 7919 + 20_000_000, ""
    for _ in range(6):
        n, digit = divmod(n, len(PNR_LETTERS))
        code += PNR_LETTERS[digit]
    return code


def cabin_of(fare_class: str) -> str:
    return "first" if fare_class == "first" else "economy"


def flight_row(session: Session, flight_id: str) -> Flight:
    found = session.get(Flight, flight_id)
    if found is None:
        raise missing(f"flight {flight_id}")
    return found


def booking_row(session: Session, pnr: str) -> Booking:
    found = session.get(Booking, pnr)
    if found is None:
        raise missing(f"booking {pnr}")
    return found


def passenger_row(session: Session, pnr: str, passenger_id: str) -> tuple[Booking, Passenger]:
    booking = booking_row(session, pnr)
    found = session.get(Passenger, passenger_id)
    if found is None or found.pnr != booking.pnr:
        raise missing(f"passenger {passenger_id}")
    return booking, found


def passengers_of(session: Session, pnr: str) -> list[Passenger]:
    return list(session.scalars(select(Passenger).where(Passenger.pnr == pnr).order_by(Passenger.position)))


def seat_map(session: Session, flight_id: str) -> list[Seat]:
    rows = session.scalars(select(Seat).where(Seat.flight_id == flight_id))
    return sorted(rows, key=lambda s: (s.row, s.letter))


def fare_row(session: Session, flight_id: str, fare_class: str) -> Fare:
    found = session.get(Fare, (flight_id, fare_class))
    if found is None:
        raise invalid("fare_class must be basic, economy or first")
    return found


def release_seat(session: Session, passenger: Passenger, flight_id: str) -> None:
    if passenger.seat is not None:
        seat = session.get(Seat, (flight_id, passenger.seat))
        if seat is not None:
            seat.state, seat.passenger_id = "available", None
        passenger.seat = None


def fares_of(session: Session, flight_id: str, passengers: int = 1) -> list[dict[str, Any]]:
    rows = session.scalars(select(Fare).where(Fare.flight_id == flight_id))
    return [
        {
            "fare_class": f.fare_class,
            "cabin": cabin_of(f.fare_class),
            "price": f.price,
            "seats_left": f.seats_left,
            "available": f.seats_left >= passengers,
            "total": f.price * passengers,
        }
        for f in sorted(rows, key=lambda f: f.price)
    ]


def flight_resource(session: Session, flight: Flight, passengers: int = 1) -> dict[str, Any]:
    minutes = int((instant(flight.arrives_at) - instant(flight.departs_at)) / timedelta(minutes=1))
    return {
        "id": flight.id,
        "number": flight.number,
        "origin": flight.origin,
        "destination": flight.destination,
        "departs_at": flight.departs_at,
        "arrives_at": flight.arrives_at,
        "duration_minutes": minutes,
        "gate": flight.gate,
        "status": "departed" if departed(flight) else "scheduled",
        "fares": fares_of(session, flight.id, passengers),
    }


def passenger_resource(p: Passenger) -> dict[str, Any]:
    return {"id": p.id, "first_name": p.first_name, "last_name": p.last_name, "seat": p.seat, "checked_in": p.checked_in}


def booking_resource(session: Session, booking: Booking) -> dict[str, Any]:
    flight = session.get(Flight, booking.flight_id)
    assert flight is not None
    people = passengers_of(session, booking.pnr)
    return {
        "pnr": booking.pnr,
        "status": booking.status,
        "flight": {
            "id": flight.id,
            "number": flight.number,
            "origin": flight.origin,
            "destination": flight.destination,
            "departs_at": flight.departs_at,
            "arrives_at": flight.arrives_at,
        },
        "fare_class": booking.fare_class,
        "cabin": cabin_of(booking.fare_class),
        "total": booking.total,
        "refunded": booking.refunded,
        "contact_email": booking.contact_email,
        "created_at": booking.created_at,
        "checked_in": bool(people) and all(p.checked_in for p in people),
        "passengers": [passenger_resource(p) for p in people],
    }
