"""Restaurants: search and sort, one restaurant, its menu with option groups."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import Crud, Resource
from ..models import MenuItem, Restaurant
from ..store import groups_of, invalid, is_open, missing, restaurant_resource, restaurant_row

SORTS = {
    "rating": lambda r: (-r.rating_tenths, r.id),
    "delivery_time": lambda r: (r.eta_minutes, r.id),
    "distance": lambda r: (r.distance_tenths_km, r.id),
}


def list_(
    session: Session,
    *,
    q: str | None = None,
    cuisine: str | None = None,
    open_now: bool | None = None,
    sort: str | None = None,
    **_: Any,
) -> Any:
    if sort is not None and sort not in SORTS:
        raise invalid("sort is rating, delivery_time or distance")
    rows = list(session.scalars(select(Restaurant)))
    if q:
        rows = [r for r in rows if q.lower() in r.name.lower() or q.lower() in r.cuisine.lower()]
    if cuisine:
        rows = [r for r in rows if r.cuisine == cuisine]
    if open_now:
        rows = [r for r in rows if is_open(r)]
    rows.sort(key=SORTS[sort or "distance"])
    return {"restaurants": [restaurant_resource(r) for r in rows]}


RESTAURANTS = Crud(
    Resource(model=Restaurant, render=restaurant_resource, id_param="restaurant_id", not_found=missing, bad_request=invalid)
)
get = RESTAURANTS.get


def menu(session: Session, *, restaurant_id: str, **_: Any) -> Any:
    r = restaurant_row(session, restaurant_id)
    categories: dict[str, list[Any]] = {}
    for item in session.scalars(select(MenuItem).where(MenuItem.restaurant_id == r.id).order_by(MenuItem.position)):
        groups = [
            {
                "id": g.id,
                "name": g.name,
                "required": g.required,
                "min_choices": g.min_choices,
                "max_choices": g.max_choices,
                "choices": [{"id": c.id, "name": c.name, "price_delta": c.price_delta} for c in cs],
            }
            for g, cs in groups_of(session, item)
        ]
        categories.setdefault(item.category, []).append(
            {"id": item.id, "name": item.name, "price": item.price, "available": item.available, "option_groups": groups}
        )
    return {"restaurant_id": r.id, "categories": [{"name": n, "items": items} for n, items in categories.items()]}
