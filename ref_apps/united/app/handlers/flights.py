"""Flights: search by route, UTC day and party size; one flight with its fares."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Flight
from ..store import departed, flight_resource, flight_row, invalid


def party_size(passengers: int | None) -> int:
    size = 1 if passengers is None else passengers
    if not 1 <= size <= 9:
        raise invalid("passengers must be 1 to 9")
    return size


def search(
    session: Session, *, origin: str | None, destination: str | None, date: str | None, passengers: int | None = None
) -> Any:
    size = party_size(passengers)
    if not (origin and destination and date):
        raise invalid("origin, destination and date are required")
    rows = session.scalars(select(Flight).where(Flight.origin == origin.upper(), Flight.destination == destination.upper()))
    found = [f for f in rows if f.departs_at[:10] == date and not departed(f)]
    return {"flights": [flight_resource(session, f, size) for f in sorted(found, key=lambda f: f.departs_at)]}


def get(session: Session, *, flight_id: str) -> Any:
    return flight_resource(session, flight_row(session, flight_id))
