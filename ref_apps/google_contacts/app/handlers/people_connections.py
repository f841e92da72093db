"""people.connections.list: the user's contacts, sorted by the documented sortOrder values, paged."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Person
from ..store import PERSON_FIELDS, invalid, mask, page, render_person

SORT_KEYS = {
    "LAST_MODIFIED_ASCENDING": (lambda r: (r.update_time, r.modified), False),
    "LAST_MODIFIED_DESCENDING": (lambda r: (r.update_time, r.modified), True),
    "FIRST_NAME_ASCENDING": (lambda r: (r.given_name.lower(), r.family_name.lower(), r.resource_name), False),
    "LAST_NAME_ASCENDING": (lambda r: (r.family_name.lower(), r.given_name.lower(), r.resource_name), False),
}


def list_(
    session: Session,
    *,
    resourceName: str,
    personFields: Any = None,
    sortOrder: Any = None,
    pageSize: Any = None,
    pageToken: Any = None,
    **_: Any,
) -> dict[str, Any]:
    if resourceName != "people/me":
        raise invalid("Must be a valid resource name: people/me.")
    fields = mask(personFields, "personFields", PERSON_FIELDS)
    order = sortOrder or "LAST_MODIFIED_ASCENDING"
    if order not in SORT_KEYS:
        raise invalid(f"Invalid value at 'sort_order' ({order}).")
    key, reverse = SORT_KEYS[order]
    rows = sorted(session.scalars(select(Person)), key=key, reverse=reverse)
    chunk, token = page(rows, pageSize, pageToken, 100, 1000)
    out: dict[str, Any] = {
        "connections": [render_person(session, r, fields) for r in chunk],
        "totalPeople": len(rows),
        "totalItems": len(rows),
    }
    if token:
        out["nextPageToken"] = token
    return out
