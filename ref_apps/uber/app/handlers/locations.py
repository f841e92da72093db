"""Location search: name or address contains q, ignoring case; by name A to Z ignoring case."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Location
from ..store import location


def search(session: Session, *, q: str | None = None, **_: Any) -> Any:
    rows = list(session.scalars(select(Location)))
    if q:
        rows = [r for r in rows if q.lower() in r.name.lower() or q.lower() in r.address.lower()]
    rows.sort(key=lambda r: (r.name.lower(), r.id))
    return {"locations": [location(r) for r in rows]}
