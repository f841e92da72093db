"""The rider's side of a ride: request at an upfront fare, history, the current ride, cancel, receipt, rate and tip."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Driver, PaymentMethod, Product, Ride
from ..store import (
    conflict,
    current_ride,
    default_method,
    endpoints,
    fare,
    get as get_row,
    invalid,
    new_id,
    payment_resource,
    ride_resource,
    ride_row,
    trip_size,
)

FREE_CANCEL = ("requested", "accepted")  # cancelling later (arriving) costs the product's fee


def request(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    pickup, dropoff = endpoints(session, body.get("pickup_id"), body.get("dropoff_id"))
    product = get_row(session, Product, body.get("product_id"), "Product")
    if body.get("payment_method_id") is not None:
        pm = get_row(session, PaymentMethod, body.get("payment_method_id"), "Payment method")
    else:
        pm = default_method(session)
        if pm is None:
            raise invalid("no payment method")
    if current_ride(session) is not None:
        raise conflict("A ride is already in progress")
    km, minutes = trip_size(pickup, dropoff)
    ride = Ride(
        id=new_id(session, "rd"), product_id=product.id, pickup_id=pickup.id, dropoff_id=dropoff.id, distance_km=km,
        duration_min=minutes, fare_cents=fare(product, km, minutes), status="requested", driver_id=None,
        payment_method_id=pm.id, requested_at=iso_now(), cancellation_fee_cents=0, tip_cents=0, rating=None,
    )
    session.add(ride)
    session.commit()
    return ride_resource(session, ride)


def history(session: Session, status: str | None) -> list[Ride]:
    rows = sorted(session.scalars(select(Ride)), key=lambda r: (r.requested_at, r.id), reverse=True)
    return [r for r in rows if status is None or r.status == status]


def list_(session: Session, *, status: str | None = None, **_: Any) -> Any:
    rows = history(session, status or None)
    return {"total": len(rows), "rides": [ride_resource(session, r) for r in rows]}


def current(session: Session, **_: Any) -> Any:
    ride = current_ride(session)
    return {"ride": ride_resource(session, ride) if ride else None}


def get(session: Session, *, ride_id: str, **_: Any) -> Any:
    return ride_resource(session, ride_row(session, ride_id))


def cancellation_fee(session: Session, ride: Ride) -> int:
    if ride.status in FREE_CANCEL:
        return 0
    product = session.get(Product, ride.product_id)
    assert product is not None
    return product.cancel_fee_cents


def cancel(session: Session, *, ride_id: str, **_: Any) -> Any:
    ride = ride_row(session, ride_id)
    if ride.status not in ("requested", "accepted", "arriving"):
        raise conflict(f"A ride that is {ride.status} cannot be cancelled")
    ride.cancellation_fee_cents = cancellation_fee(session, ride)
    ride.status, ride.cancelled_by, ride.cancelled_at = "cancelled", "rider", iso_now()
    session.commit()
    return ride_resource(session, ride)


def receipt(session: Session, *, ride_id: str, **_: Any) -> Any:
    ride = ride_row(session, ride_id)
    billed = ride.status == "completed" or (ride.status == "cancelled" and ride.cancellation_fee_cents > 0)
    if not billed:
        raise conflict("This ride has no receipt")
    completed = ride.status == "completed"
    fare_cents = ride.fare_cents if completed else 0
    tip = ride.tip_cents if completed else 0
    pm = session.get(PaymentMethod, ride.payment_method_id)
    assert pm is not None
    return {
        "ride_id": ride.id,
        "status": ride.status,
        "fare_cents": fare_cents,
        "tip_cents": tip,
        "cancellation_fee_cents": ride.cancellation_fee_cents,
        "total_cents": fare_cents + tip + ride.cancellation_fee_cents,
        "payment_method": payment_resource(pm),
    }


def _whole(body: dict[str, Any] | None, key: str, low: int, high: int) -> int:
    value = (body or {}).get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise invalid(f"{key} must be a whole number from {low} to {high}")
    return value


def _completed(session: Session, ride_id: str) -> Ride:
    ride = ride_row(session, ride_id)
    if ride.status != "completed":
        raise conflict("Only a completed ride can be rated or tipped")
    return ride


def rate(session: Session, *, ride_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    stars = _whole(body, "stars", 1, 5)
    ride = _completed(session, ride_id)
    if ride.rating is not None:
        raise conflict("This ride is already rated")
    ride.rating = stars
    driver = session.get(Driver, ride.driver_id)
    assert driver is not None
    driver.rating_sum += stars
    driver.rating_count += 1
    session.commit()
    return ride_resource(session, ride)


def tip(session: Session, *, ride_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    amount = _whole(body, "amount_cents", 1, 10000)
    ride = _completed(session, ride_id)
    ride.tip_cents = amount
    session.commit()
    return ride_resource(session, ride)
