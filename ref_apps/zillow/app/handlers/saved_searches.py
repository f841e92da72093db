"""Saved searches: a name, notification frequency and search filters; counted and run against current listings."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import SavedSearch
from ..store import BOUNDS, filters_from, invalid, new_id, not_found, search
from ..store import results as run

NOTIFY = ("instant", "daily", "never")


def stored_filters(row: SavedSearch) -> dict[str, Any]:
    bounds = {k: getattr(row, k) for k in BOUNDS}
    raw = {**bounds, "min_price": row.min_price, "max_price": row.max_price, "min_beds": row.min_beds, "min_baths": row.min_baths}
    return filters_from({**raw, "home_type": [t for t in row.home_types.split(",") if t], "sort": row.sort})


def _apply_filters(row: SavedSearch, raw: Any) -> None:
    if not isinstance(raw, dict):
        raise invalid("filters must be an object")
    flat = dict(raw)
    if isinstance(raw.get("bounds"), dict):
        flat.update({k: raw["bounds"].get(k) for k in BOUNDS})
    f = filters_from(flat)
    for k in BOUNDS:
        setattr(row, k, f["bounds"][k] if f["bounds"] else None)
    row.min_price, row.max_price, row.min_beds, row.min_baths = f["min_price"], f["max_price"], f["min_beds"], f["min_baths"]
    row.home_types = ",".join(f["home_type"])
    row.sort = f["sort"]


def resource(session: Session, row: SavedSearch) -> dict[str, Any]:
    f = stored_filters(row)
    return {
        "id": row.id,
        "name": row.name,
        "notify": row.notify,
        "created_at": row.created_at,
        "filters": f,
        "match_count": len(search(session, f)),
    }


def _search(session: Session, search_id: str) -> SavedSearch:
    row = session.get(SavedSearch, search_id)
    if row is None:
        raise not_found("Saved search")
    return row


def _name(session: Session, value: Any, keep: str | None = None) -> str:
    if not isinstance(value, str) or not value.strip():
        raise invalid("name is required")
    name = value.strip()
    for other in session.scalars(select(SavedSearch)):
        if other.id != keep and other.name.lower() == name.lower():
            raise ApiError(409, "A saved search with this name exists")
    return name


def _notify(value: Any) -> str:
    if value not in NOTIFY:
        raise invalid("notify must be instant, daily or never")
    return str(value)


def list_(session: Session, **_: Any) -> Any:
    rows = sorted(session.scalars(select(SavedSearch)), key=lambda r: (r.name.lower(), r.id))
    return {"searches": [resource(session, r) for r in rows]}


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    row = SavedSearch(name=_name(session, body.get("name")), notify=_notify(body.get("notify", "daily")), created_at=iso_now())
    _apply_filters(row, body.get("filters", {}))
    row.id = new_id(session, "ss")
    session.add(row)
    session.commit()
    return resource(session, row)


def get(session: Session, *, search_id: str, **_: Any) -> Any:
    return resource(session, _search(session, search_id))


def update(session: Session, *, search_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    row = _search(session, search_id)
    body = body or {}
    if "name" in body:
        row.name = _name(session, body["name"], keep=row.id)
    if "notify" in body:
        row.notify = _notify(body["notify"])
    if "filters" in body:
        _apply_filters(row, body["filters"])
    session.commit()
    return resource(session, row)


def delete(session: Session, *, search_id: str, **_: Any) -> Any:
    session.delete(_search(session, search_id))
    session.commit()


def results(session: Session, *, search_id: str, **_: Any) -> Any:
    return run(session, stored_filters(_search(session, search_id)))
