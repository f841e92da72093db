"""The signed-in rider: completed trips are counted from the rides, the default from the payment methods."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..models import Ride, Rider
from ..store import default_method

ME = "r-me"


def completed_trips(session: Session) -> int:
    return int(session.scalar(select(func.count()).select_from(Ride).where(Ride.status == "completed")) or 0)


def get(session: Session, **_: Any) -> Any:
    rider = session.get(Rider, ME)
    assert rider is not None
    default = default_method(session)
    return {
        "id": rider.id,
        "name": rider.name,
        "email": rider.email,
        "rating": rider.rating,
        "completed_trips": completed_trips(session),
        "default_payment_method_id": default.id if default else None,
    }
