"""The plain endpoints of the airbnb gold app, served by the kit's CRUD: the signed-in user, one listing,
the guest's trips and the host's listings. Only the host's edit limits are written here, as a validate hook."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session, object_session

from ...kit.crud import Crud, Resource
from .models import Booking, Listing, User
from .store import ME, booking_resource, invalid, listing_resource, missing

LIMITS = {"nightly_price": (10, 10000), "cleaning_fee": (0, 1000), "max_guests": (1, 16), "min_nights": (1, 30)}
POLICIES = ("flexible", "moderate", "strict")


def _listing(x: Listing) -> dict[str, Any]:
    session = object_session(x)
    assert session is not None
    return listing_resource(session, x)


def _signed_in(session: Session, params: dict[str, Any]) -> dict[str, Any]:
    return {"me": ME}


def _host_edit(session: Session, row: Any, values: dict[str, Any]) -> None:
    """What a host may set: whole numbers inside limits, a non-empty title, a known cancellation policy."""
    for key, (low, high) in LIMITS.items():
        value = values.get(key)
        if key in values and (not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high):
            raise invalid(f"{key} must be a whole number from {low} to {high}")
    if "title" in values and not str(values["title"] or "").strip():
        raise invalid("title cannot be empty")
    if "instant_book" in values:
        values["instant_book"] = bool(values["instant_book"])
    if "cancellation_policy" in values and values["cancellation_policy"] not in POLICIES:
        raise invalid("cancellation_policy is flexible, moderate or strict")


ERRORS: dict[str, Any] = {"not_found": missing, "bad_request": invalid}

ME_USER = Crud(Resource(model=User, render=lambda u: {"id": u.id, "name": u.name}, id_param="me", resolve=_signed_in, **ERRORS))
LISTINGS = Crud(Resource(model=Listing, render=_listing, id_param="listing_id", **ERRORS))
TRIPS = Crud(
    Resource(
        model=Booking,
        render=booking_resource,
        id_param="booking_id",
        resolve=_signed_in,
        scope={"me": "guest_id"},
        filters={"status": "status"},
        order_by=("checkin", "id"),
        envelope=lambda items, params: {"bookings": items},
        **ERRORS,
    )
)
HOST_LISTINGS = Crud(
    Resource(
        model=Listing,
        render=_listing,
        id_param="listing_id",
        resolve=_signed_in,
        scope={"me": "host_id"},
        fields={key: key for key in (*LIMITS, "title", "instant_book", "cancellation_policy")},
        envelope=lambda items, params: {"listings": items},
        validate=_host_edit,
        **ERRORS,
    )
)
