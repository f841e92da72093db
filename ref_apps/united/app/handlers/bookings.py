"""Bookings: buying a fare, my trips, finding a trip, and the changes and cancellations fares allow."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Booking, Credit, Flight, Passenger
from ..store import (
    CLASSES,
    ApiError,
    booking_resource,
    booking_row,
    conflict,
    departed,
    fare_row,
    flight_row,
    invalid,
    missing,
    new_pnr,
    next_number,
    now_text,
    passengers_of,
    release_seat,
)


def valid_email(value: Any) -> bool:
    return isinstance(value, str) and "@" in value


def create(session: Session, *, body: dict[str, Any] | None = None) -> Any:
    body = body or {}
    flight = flight_row(session, str(body.get("flight_id")))
    fare_class, people = body.get("fare_class"), body.get("passengers")
    if fare_class not in CLASSES:
        raise invalid("fare_class must be basic, economy or first")
    if not isinstance(people, list) or not 1 <= len(people) <= 9:
        raise invalid("a booking needs 1 to 9 passengers")
    names = [(p.get("first_name"), p.get("last_name")) if isinstance(p, dict) else (None, None) for p in people]
    if any(not isinstance(n, str) or not n.strip() for pair in names for n in pair):
        raise invalid("every passenger needs a first_name and a last_name")
    if not valid_email(body.get("contact_email")):
        raise invalid("contact_email must be an email address")
    fare = fare_row(session, flight.id, fare_class)
    if departed(flight):
        raise conflict(f"flight {flight.number} has departed")
    if fare.seats_left < len(people):
        raise conflict(f"only {fare.seats_left} {fare_class} seats left")
    fare.seats_left -= len(people)
    booking = Booking(
        pnr=new_pnr(session),
        flight_id=flight.id,
        fare_class=fare_class,
        status="confirmed",
        total=fare.price * len(people),
        refunded=0,
        contact_email=body["contact_email"],
        created_at=now_text(),
    )
    session.add(booking)
    for position, (first, last) in enumerate(names, start=1):
        session.add(
            Passenger(
                id=f"pa{next_number(session)}",
                pnr=booking.pnr,
                position=position,
                first_name=first,
                last_name=last,
                seat=None,
                checked_in=False,
            )
        )
    session.commit()
    return booking_resource(session, booking)


def list_(session: Session, *, status: str | None = None) -> Any:
    rows = session.scalars(select(Booking).join(Flight, Flight.id == Booking.flight_id).order_by(Flight.departs_at, Booking.pnr))
    return {"bookings": [booking_resource(session, b) for b in rows if status is None or b.status == status]}


def get(session: Session, *, pnr: str) -> Any:
    return booking_resource(session, booking_row(session, pnr))


def lookup(session: Session, *, pnr: str | None, last_name: str | None) -> Any:
    booking = session.get(Booking, (pnr or "").strip().upper())
    if booking is None or (last_name or "").strip().lower() not in {
        p.last_name.lower() for p in passengers_of(session, booking.pnr)
    }:
        raise missing("no trip with that confirmation code and last name")
    return booking_resource(session, booking)


def update(session: Session, *, pnr: str, body: dict[str, Any] | None = None) -> Any:
    booking = booking_row(session, pnr)
    email = (body or {}).get("contact_email", booking.contact_email)
    if not valid_email(email):
        raise invalid("contact_email must be an email address")
    booking.contact_email = email
    session.commit()
    return booking_resource(session, booking)


def add_credit(session: Session, pnr: str, amount: int, reason: str) -> None:
    session.add(Credit(id=f"cr{next_number(session)}", pnr=pnr, amount=amount, reason=reason, created_at=now_text()))


def change(session: Session, *, pnr: str, body: dict[str, Any] | None = None) -> Any:
    booking, body = booking_row(session, pnr), body or {}
    if booking.fare_class == "basic":
        raise ApiError(403, "basic economy fares cannot be changed")
    people = passengers_of(session, booking.pnr)
    if booking.status != "confirmed" or any(p.checked_in for p in people):
        raise conflict("only a confirmed booking nobody has checked in to can change")
    old = flight_row(session, booking.flight_id)
    new = session.get(Flight, str(body.get("flight_id")))
    fare_class = body.get("fare_class") or booking.fare_class
    if new is None or (new.origin, new.destination) != (old.origin, old.destination) or departed(new):
        raise invalid("a change needs a flight on the same route that has not departed")
    if fare_class not in CLASSES or (new.id, fare_class) == (old.id, booking.fare_class):
        raise invalid("choose another flight or fare class")
    new_fare, old_fare = fare_row(session, new.id, fare_class), fare_row(session, old.id, booking.fare_class)
    if new_fare.seats_left < len(people):
        raise conflict(f"only {new_fare.seats_left} {fare_class} seats left")
    old_fare.seats_left += len(people)
    new_fare.seats_left -= len(people)
    for passenger in people:
        release_seat(session, passenger, old.id)
    difference = new_fare.price * len(people) - booking.total
    booking.flight_id, booking.fare_class, booking.total = new.id, fare_class, new_fare.price * len(people)
    if difference < 0:
        add_credit(session, booking.pnr, -difference, "change")
    session.commit()
    return {**booking_resource(session, booking), "fare_difference": difference}


def cancel(session: Session, *, pnr: str) -> Any:
    booking = booking_row(session, pnr)
    if booking.status != "confirmed" or departed(flight_row(session, booking.flight_id)):
        raise conflict("only a confirmed booking whose flight has not departed can be cancelled")
    people = passengers_of(session, booking.pnr)
    fare_row(session, booking.flight_id, booking.fare_class).seats_left += len(people)
    for passenger in people:
        release_seat(session, passenger, booking.flight_id)
    booking.status = "cancelled"
    credit = booking.total if booking.fare_class == "economy" else 0
    if booking.fare_class == "first":
        booking.refunded = booking.total
    if credit:
        add_credit(session, booking.pnr, credit, "cancellation")
    session.commit()
    return {**booking_resource(session, booking), "credit": credit}
