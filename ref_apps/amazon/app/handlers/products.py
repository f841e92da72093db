"""The catalogue: search with filters, sorting, paging and facets; product pages and reviews."""

from __future__ import annotations

from collections import Counter as Tally
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Product, Review
from ..store import PRODUCTS, invalid, summary

get = PRODUCTS.get
SORTS = ("relevance", "price_asc", "price_desc", "rating", "newest")


def _score(p: Product, words: list[str]) -> int:
    title, brand = p.title.lower(), p.brand.lower()
    return sum(2 * (w in title) + (w in brand) for w in words)


def _facet(values: list[str]) -> list[dict[str, Any]]:
    return [{"value": v, "count": n} for v, n in sorted(Tally(values).items(), key=lambda x: (-x[1], x[0]))]


def search(
    session: Session,
    *,
    q: str | None = None,
    category: str | None = None,
    brand: str | None = None,
    min_price: Any = None,
    max_price: Any = None,
    min_rating: Any = None,
    prime: bool | None = None,
    in_stock: bool | None = None,
    sort: str | None = None,
    page: Any = None,
    per_page: Any = None,
    **_: Any,
) -> Any:
    sort = sort or "relevance"
    if sort not in SORTS:
        raise invalid(f"sort is one of {', '.join(SORTS)}")
    size = min(max(int(per_page or 10), 1), 50)
    number = max(int(page or 1), 1)
    words = (q or "").lower().split()
    everything = list(session.scalars(select(Product)))
    rows = [p for p in everything if all(w in f"{p.title} {p.brand} {p.category}".lower() for w in words)]
    if category:
        rows = [p for p in rows if p.category == category]
    if brand:
        rows = [p for p in rows if p.brand.lower() == brand.lower()]
    if min_price is not None:
        rows = [p for p in rows if p.price >= int(min_price)]
    if max_price is not None:
        rows = [p for p in rows if p.price <= int(max_price)]
    if min_rating is not None:
        rows = [p for p in rows if p.rating_tenths >= round(float(min_rating) * 10)]
    if prime is not None:
        rows = [p for p in rows if p.prime == prime]
    if in_stock:
        rows = [p for p in rows if p.stock > 0]
    keys = {
        "relevance": lambda p: (-_score(p, words), -p.review_count, p.asin),
        "price_asc": lambda p: (p.price, p.asin),
        "price_desc": lambda p: (-p.price, p.asin),
        "rating": lambda p: (-p.rating_tenths, -p.review_count, p.asin),
        "newest": lambda p: ("~" + "".join(chr(255 - ord(c)) for c in p.added), p.asin),
    }
    rows.sort(key=keys[sort])
    facets = {
        "category": _facet([p.category for p in rows]),
        "brand": _facet([p.brand for p in rows]),
        "prime": _facet(["true" if p.prime else "false" for p in rows]),
    }
    chunk = rows[(number - 1) * size : number * size]
    return {"total": len(rows), "page": number, "per_page": size, "results": [summary(p) for p in chunk], "facets": facets}


def reviews(session: Session, *, asin: str, verified: bool | None = None, **_: Any) -> Any:
    PRODUCTS.row(session, {"asin": asin})
    rows = session.scalars(select(Review).where(Review.asin == asin).order_by(Review.created.desc(), Review.id.desc()))
    return {
        "reviews": [
            {"id": r.id, "rating": r.rating, "title": r.title, "body": r.body, "verified": r.verified, "created": r.created}
            for r in rows
            if verified is None or r.verified == verified
        ]
    }
