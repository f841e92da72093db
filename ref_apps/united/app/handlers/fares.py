"""A flight's fare classes priced for a party."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..store import fares_of, flight_row
from .flights import party_size


def list_(session: Session, *, flight_id: str, passengers: int | None = None) -> Any:
    flight = flight_row(session, flight_id)
    return {"fares": fares_of(session, flight.id, party_size(passengers))}
