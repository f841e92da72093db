"""The driver's side of a ride: accept, arrive, start, complete, each from the one state before it."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Driver, Ride
from ..store import conflict, get, ride_resource, ride_row

NEXT = {"accept": ("requested", "accepted"), "arrive": ("accepted", "arriving"), "start": ("arriving", "in_progress"), "complete": ("in_progress", "completed")}


def move(session: Session, ride: Ride, action: str) -> None:
    before, after = NEXT[action]
    if ride.status != before:
        raise conflict(f"A ride that is {ride.status} cannot {action}")
    ride.status = after


def accept(session: Session, *, ride_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    ride = ride_row(session, ride_id)
    driver = get(session, Driver, (body or {}).get("driver_id"), "Driver")
    if ride.status == "requested" and (not driver.online or driver.product_id != ride.product_id):
        raise conflict(f"{driver.name} cannot take this ride")
    move(session, ride, "accept")
    ride.driver_id = driver.id
    session.commit()
    return ride_resource(session, ride)


def _step(session: Session, ride_id: str, action: str) -> Any:
    ride = ride_row(session, ride_id)
    move(session, ride, action)
    if action == "complete":
        ride.completed_at = iso_now()
    session.commit()
    return ride_resource(session, ride)


def arrive(session: Session, *, ride_id: str, **_: Any) -> Any:
    return _step(session, ride_id, "arrive")


def start(session: Session, *, ride_id: str, **_: Any) -> Any:
    return _step(session, ride_id, "start")


def complete(session: Session, *, ride_id: str, **_: Any) -> Any:
    return _step(session, ride_id, "complete")
