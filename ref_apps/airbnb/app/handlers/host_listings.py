"""The host's side of their listings: list them, change them."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Listing
from ..store import ME, invalid, listing_resource, missing

LIMITS = {"nightly_price": (10, 10000), "cleaning_fee": (0, 1000), "max_guests": (1, 16), "min_nights": (1, 30)}


def list_(session: Session, **_: Any) -> Any:
    return {
        "listings": [
            listing_resource(session, x)
            for x in session.scalars(select(Listing).where(Listing.host_id == ME).order_by(Listing.id))
        ]
    }


def patch(session: Session, *, listing_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    listing = session.get(Listing, listing_id)
    if listing is None or listing.host_id != ME:
        raise missing()
    body = body or {}
    for key, (low, high) in LIMITS.items():
        if key in body:
            value = body[key]
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise invalid(f"{key} must be a whole number from {low} to {high}")
            setattr(listing, key, value)
    if "title" in body:
        if not str(body["title"] or "").strip():
            raise invalid("title cannot be empty")
        listing.title = body["title"]
    if "instant_book" in body:
        listing.instant_book = bool(body["instant_book"])
    if "cancellation_policy" in body:
        if body["cancellation_policy"] not in ("flexible", "moderate", "strict"):
            raise invalid("cancellation_policy is flexible, moderate or strict")
        listing.cancellation_policy = body["cancellation_policy"]
    session.commit()
    return listing_resource(session, listing)
