"""What every zillow handler shares: ids, errors, the search filters, the mortgage formula and how listings look."""

from __future__ import annotations

from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit.clock import now
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Counter, Listing, MortgagePreferences, SavedHome

HOME_TYPES = ("house", "condo", "townhouse", "apartment")
SORTS = ("newest", "price_asc", "price_desc")
TERMS = (10, 15, 20, 30)
BOUNDS = ("south", "west", "north", "east")


def not_found(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}-{bump(session, Counter)}"


def listing(session: Session, listing_id: str) -> Listing:
    row = session.get(Listing, listing_id)
    if row is None:
        raise not_found("Listing")
    return row


def _number(value: Any, name: str, integer: bool = False) -> float | int | None:
    """A filter value from a query string or a JSON body: absent or blank is None, anything not numeric is 400."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise invalid(f"{name} must be a number")
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise invalid(f"{name} must be a number") from None
    if integer:
        if number != int(number):
            raise invalid(f"{name} must be a whole number")
        return int(number)
    return number


def filters_from(raw: dict[str, Any]) -> dict[str, Any]:
    """Validated, normalised search filters (the same for GET /api/listings and a saved search)."""
    bounds = {k: _number(raw.get(k), k) for k in BOUNDS}
    given = [v is not None for v in bounds.values()]
    if any(given) and not all(given):
        raise invalid("south, west, north and east go together")
    if all(given) and (bounds["south"] > bounds["north"] or bounds["west"] > bounds["east"]):  # type: ignore[operator]
        raise invalid("south must not exceed north, nor west east")
    types = raw.get("home_type")
    if isinstance(types, str):
        types = [t.strip() for t in types.split(",") if t.strip()]
    types = list(types or [])
    if any(t not in HOME_TYPES for t in types):
        raise invalid(f"home_type must be among {', '.join(HOME_TYPES)}")
    sort = raw.get("sort") or "newest"
    if sort not in SORTS:
        raise invalid(f"sort must be one of {', '.join(SORTS)}")
    out = {
        "bounds": bounds if all(given) else None,
        "min_price": _number(raw.get("min_price"), "min_price", integer=True),
        "max_price": _number(raw.get("max_price"), "max_price", integer=True),
        "min_beds": _number(raw.get("min_beds"), "min_beds", integer=True),
        "min_baths": _number(raw.get("min_baths"), "min_baths"),
        "home_type": [t for t in HOME_TYPES if t in types],
        "sort": sort,
    }
    return out


def matches(row: Listing, f: dict[str, Any]) -> bool:
    b = f["bounds"]
    if b and not (b["south"] <= row.lat <= b["north"] and b["west"] <= row.lng <= b["east"]):
        return False
    if f["min_price"] is not None and row.price < f["min_price"]:
        return False
    if f["max_price"] is not None and row.price > f["max_price"]:
        return False
    if f["min_beds"] is not None and row.beds < f["min_beds"]:
        return False
    if f["min_baths"] is not None and row.baths < f["min_baths"]:
        return False
    return not f["home_type"] or row.home_type in f["home_type"]


def search(session: Session, f: dict[str, Any]) -> list[Listing]:
    """The for-sale listings the filters keep, in the filters' order; ties by id."""
    rows = [r for r in session.scalars(select(Listing).where(Listing.status == "for_sale").order_by(Listing.id)) if matches(r, f)]
    if f["sort"] == "price_asc":
        rows.sort(key=lambda r: r.price)
    elif f["sort"] == "price_desc":
        rows.sort(key=lambda r: -r.price)
    else:
        rows.sort(key=lambda r: (-_instant(r.listed_at).timestamp(), r.id))
    return rows


def _instant(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def summary(session: Session, row: Listing) -> dict[str, Any]:
    return {
        "id": row.id,
        "address": row.address,
        "city": row.city,
        "lat": row.lat,
        "lng": row.lng,
        "price": row.price,
        "beds": row.beds,
        "baths": row.baths,
        "sqft": row.sqft,
        "home_type": row.home_type,
        "status": row.status,
        "listed_at": row.listed_at,
        "saved": session.get(SavedHome, row.id) is not None,
    }


def results(session: Session, f: dict[str, Any]) -> dict[str, Any]:
    rows = search(session, f)
    return {"total": len(rows), "listings": [summary(session, r) for r in rows]}


def days_since(text: str) -> int:
    return max(0, int((now() - _instant(text)).total_seconds() // 86400))


def cents(value: Decimal) -> float:
    return float(value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def mortgage(price: Any, down_payment_percent: Any, rate: Any, term_years: Any) -> dict[str, Any]:
    """The amortisation formula of rule mortgage.formula, rounded as rule mortgage.rounding says."""
    price_n = _number(price, "price")
    pct = _number(down_payment_percent, "down_payment_percent")
    rate_n = _number(rate, "rate")
    term = _number(term_years, "term_years", integer=True)
    if price_n is None or price_n <= 0:
        raise invalid("price must be a positive number")
    if pct is None or not 0 <= pct < 100:
        raise invalid("down_payment_percent must be at least 0 and below 100")
    if rate_n is None or not 0 <= rate_n <= 20:
        raise invalid("rate must be between 0 and 20")
    if term not in TERMS:
        raise invalid("term_years must be 10, 15, 20 or 30")
    price_d = Decimal(str(price_n))
    down = Decimal(str(cents(price_d * Decimal(str(pct)) / 100)))
    loan = price_d - down
    n = term * 12
    r = Decimal(str(rate_n)) / 100 / 12
    monthly = loan / n if r == 0 else loan * r / (1 - (1 + r) ** -n)
    payment = Decimal(str(cents(monthly)))
    return {
        "price": int(price_n) if price_n == int(price_n) else price_n,
        "down_payment": float(down),
        "loan_amount": cents(loan),
        "monthly_payment": float(payment),
        "total_interest": cents(payment * n - loan),
    }


def preferences(session: Session) -> MortgagePreferences:
    prefs = session.get(MortgagePreferences, "default")
    assert prefs is not None, "the seed holds the default mortgage preferences"
    return prefs


def estimate_for(session: Session, row: Listing) -> float:
    """A listing's estimated monthly payment: principal and interest under the saved preferences, plus HOA dues."""
    p = preferences(session)
    return cents(Decimal(str(mortgage(row.price, p.down_payment_percent, p.rate, p.term_years)["monthly_payment"])) + row.hoa_monthly)
