"""What every uber handler shares: ids, errors, lookups, fares and how rows look in the API."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Counter, Driver, Location, PaymentMethod, Product, Ride

ACTIVE = ("requested", "accepted", "arriving", "in_progress")  # a ride in one of these is the current ride
MINUTES_PER_KM = 3


def not_found(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def conflict(message: str) -> ApiError:
    return ApiError(409, message)


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}-{bump(session, Counter)}"


def get(session: Session, model: Any, key: Any, what: str) -> Any:
    """The row with this primary key, or the 404 that names what was looked for."""
    row = session.get(model, key) if isinstance(key, str) else None
    if row is None:
        raise not_found(what)
    return row


def location(loc: Location) -> dict[str, Any]:
    return {"id": loc.id, "name": loc.name, "address": loc.address, "x": loc.x, "y": loc.y}


def trip_size(a: Location, b: Location) -> tuple[int, int]:
    """City-block distance in km and minutes at 3 min/km."""
    km = abs(a.x - b.x) + abs(a.y - b.y)
    return km, km * MINUTES_PER_KM


def fare(product: Product, km: int, minutes: int) -> int:
    return max(product.minimum_cents, product.base_cents + product.per_km_cents * km + product.per_min_cents * minutes)


def endpoints(session: Session, pickup_id: Any, dropoff_id: Any) -> tuple[Location, Location]:
    """Both locations of a trip: missing or equal ids are 400, unknown ones 404."""
    if not pickup_id or not dropoff_id:
        raise invalid("pickup_id and dropoff_id are required")
    if pickup_id == dropoff_id:
        raise invalid("pickup and dropoff must differ")
    return get(session, Location, pickup_id, "Location"), get(session, Location, dropoff_id, "Location")


def driver_rating(driver: Driver) -> float:
    return round(driver.rating_sum / driver.rating_count, 2) if driver.rating_count else 0.0


def driver_resource(driver: Driver) -> dict[str, Any]:
    return {"id": driver.id, "name": driver.name, "vehicle": driver.vehicle, "plate": driver.plate, "rating": driver_rating(driver)}


def payment_resource(pm: PaymentMethod) -> dict[str, Any]:
    return {"id": pm.id, "kind": pm.kind, "brand": pm.brand, "last4": pm.last4, "is_default": bool(pm.is_default)}


def default_method(session: Session) -> PaymentMethod | None:
    return session.scalars(select(PaymentMethod).where(PaymentMethod.is_default.is_(True))).first()


def ride_resource(session: Session, ride: Ride) -> dict[str, Any]:
    product = session.get(Product, ride.product_id)
    pickup, dropoff = session.get(Location, ride.pickup_id), session.get(Location, ride.dropoff_id)
    driver = session.get(Driver, ride.driver_id) if ride.driver_id else None
    pm = session.get(PaymentMethod, ride.payment_method_id)
    assert product is not None and pickup is not None and dropoff is not None and pm is not None
    return {
        "id": ride.id,
        "status": ride.status,
        "product": {"id": product.id, "name": product.name, "capacity": product.capacity},
        "pickup": location(pickup),
        "dropoff": location(dropoff),
        "distance_km": ride.distance_km,
        "duration_min": ride.duration_min,
        "fare_cents": ride.fare_cents,
        "driver": driver_resource(driver) if driver else None,
        "payment_method": payment_resource(pm),
        "requested_at": ride.requested_at,
        "completed_at": ride.completed_at,
        "cancelled_at": ride.cancelled_at,
        "cancelled_by": ride.cancelled_by,
        "cancellation_fee_cents": ride.cancellation_fee_cents,
        "tip_cents": ride.tip_cents,
        "rating": ride.rating,
    }


def current_ride(session: Session) -> Ride | None:
    return session.scalars(select(Ride).where(Ride.status.in_(ACTIVE))).first()


def ride_row(session: Session, ride_id: str) -> Ride:
    return get(session, Ride, ride_id, "Ride")
