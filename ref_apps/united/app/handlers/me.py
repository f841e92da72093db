"""The signed-in member: upcoming trips and travel credit are counted each time they are read."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Booking, Credit, Flight, Member
from ..store import departed


def get(session: Session) -> Any:
    member = session.scalars(select(Member)).one()
    confirmed = session.scalars(select(Booking).where(Booking.status == "confirmed"))
    upcoming = sum(1 for b in confirmed if not departed(session.get(Flight, b.flight_id)))
    credit = sum(c.amount for c in session.scalars(select(Credit)))
    return {
        "name": member.name,
        "mileageplus_number": member.mileageplus_number,
        "upcoming_trips": upcoming,
        "travel_credit": credit,
    }
