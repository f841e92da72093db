"""The host's calendar: block or open nights, or give them a custom price."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import CalendarDay, Listing
from ..store import ME, day, invalid, missing, night_table


def update(session: Session, *, listing_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    listing = session.get(Listing, listing_id)
    if listing is None or listing.host_id != ME:
        raise missing()
    body = body or {}
    dates = body.get("dates")
    if not isinstance(dates, list) or not dates:
        raise invalid("dates must be a non-empty list")
    days = sorted({day(d, "dates") for d in dates})
    price = body.get("price")
    if price is not None and (not isinstance(price, int) or isinstance(price, bool) or not 10 <= price <= 10000):
        raise invalid("price must be a whole number from 10 to 10000")
    available = bool(body.get("available", True))
    for d in days:
        row = session.get(CalendarDay, (listing.id, d.isoformat()))
        if available and price is None:
            if row is not None:
                session.delete(row)  # back to the listing's defaults
            continue
        if row is None:
            row = CalendarDay(listing_id=listing.id, date=d.isoformat())
            session.add(row)
        row.available, row.price = available, price
    session.commit()
    return {"listing_id": listing.id, "days": night_table(session, listing, days)}
