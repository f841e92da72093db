"""Guest-side listings: search by place, dates and party; one listing; its calendar, quote and reviews."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Listing, Review
from ..resources import LISTINGS
from ..store import day, half_up, invalid, listing_resource, listing_row, night_table, nights, rating
from ..store import quote as price_stay


def search(
    session: Session,
    *,
    place: str | None = None,
    checkin: Any = None,
    checkout: Any = None,
    guests: Any = None,
    min_price: Any = None,
    max_price: Any = None,
    type: str | None = None,
    sort: str | None = None,
    **_: Any,
) -> Any:  # noqa: A002
    if (checkin is None) != (checkout is None):
        raise invalid("give both checkin and checkout, or neither")
    if sort not in (None, "rating", "price"):
        raise invalid("sort is rating or price")
    party = int(guests or 1)
    results = []
    for x in session.scalars(select(Listing).order_by(Listing.id)):
        if place and place.strip().lower() not in (x.city.lower(), x.neighbourhood.lower()):
            continue
        if type and x.type != type:
            continue
        if party > x.max_guests:
            continue
        total, nightly = None, x.nightly_price
        if checkin is not None:
            try:
                q = price_stay(
                    session, x, day(checkin, "checkin"), day(checkout, "checkout"), min(party, x.max_guests), for_search=True
                )
            except ApiError as exc:
                if exc.code == 400 and ("checkout must be" in exc.message or "in the past" in exc.message):
                    raise
                continue  # too short a stay for this place, or nights taken
            total, nightly = q["total"], half_up(q["subtotal"], 100) // q["nights"]
        if (min_price is not None and nightly < int(min_price)) or (max_price is not None and nightly > int(max_price)):
            continue
        results.append({"listing": listing_resource(session, x), "nightly_price": nightly, "total": total})
    if sort == "price":
        results.sort(key=lambda r: (r["nightly_price"], r["listing"]["id"]))
    else:
        results.sort(key=lambda r: (r["listing"]["rating"] is None, -(r["listing"]["rating"] or 0), r["listing"]["id"]))
    return {"count": len(results), "results": results}


get = LISTINGS.get


def calendar(session: Session, *, listing_id: str, start: Any = None, end: Any = None, **_: Any) -> Any:
    listing = listing_row(session, listing_id)
    first, last = day(start, "start"), day(end, "end")
    if last <= first or (last - first).days > 366:
        raise invalid("end must be after start, within a year")
    return {"listing_id": listing.id, "days": night_table(session, listing, nights(first, last))}


def quote(session: Session, *, listing_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    listing = listing_row(session, listing_id)
    body = body or {}
    return price_stay(
        session, listing, day(body.get("checkin"), "checkin"), day(body.get("checkout"), "checkout"), body.get("guests")
    )


def reviews(session: Session, *, listing_id: str, **_: Any) -> Any:
    listing = listing_row(session, listing_id)
    rows = session.scalars(
        select(Review).where(Review.listing_id == listing.id).order_by(Review.created.desc(), Review.id.desc())
    )
    return {
        "rating": rating(listing),
        "reviews": [
            {
                "id": r.id,
                "listing_id": r.listing_id,
                "guest_id": r.guest_id,
                "rating": r.rating,
                "text": r.text,
                "created": r.created,
            }
            for r in rows
        ],
    }
