"""Upfront fares of every product between two locations, cheapest first (ties by product id)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Product
from ..store import endpoints, fare, location, trip_size


def quotes(session: Session, km: int, minutes: int) -> list[dict[str, Any]]:
    out = [
        {"product": {"id": p.id, "name": p.name, "capacity": p.capacity}, "fare_cents": fare(p, km, minutes)}
        for p in session.scalars(select(Product))
    ]
    return sorted(out, key=lambda e: (e["fare_cents"], e["product"]["id"]))


def get(session: Session, *, pickup_id: str | None = None, dropoff_id: str | None = None, **_: Any) -> Any:
    pickup, dropoff = endpoints(session, pickup_id, dropoff_id)
    km, minutes = trip_size(pickup, dropoff)
    return {
        "pickup": location(pickup),
        "dropoff": location(dropoff),
        "distance_km": km,
        "duration_min": minutes,
        "estimates": quotes(session, km, minutes),
    }
