"""otherContacts.*: people the user interacted with but did not save; copying one makes a new contact in myContacts."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Membership, OtherContact, Person
from ..store import (
    OTHER_FIELDS,
    PERSON_FIELDS,
    bump,
    invalid,
    mask,
    new_etag,
    now,
    other_matches,
    page,
    render_other,
    render_person,
)

COPYABLE = ("emailAddresses", "names", "phoneNumbers")


def list_(session: Session, *, readMask: Any = None, pageSize: Any = None, pageToken: Any = None, **_: Any) -> dict[str, Any]:
    fields = mask(readMask, "readMask", OTHER_FIELDS)
    rows = list(session.scalars(select(OtherContact).order_by(OtherContact.resource_name)))
    chunk, token = page(rows, pageSize, pageToken, 100, 1000)
    out: dict[str, Any] = {"otherContacts": [render_other(r, fields) for r in chunk], "totalSize": len(rows)}
    if token:
        out["nextPageToken"] = token
    return out


def search(session: Session, *, query: Any = None, readMask: Any = None, pageSize: Any = None, **_: Any) -> dict[str, Any]:
    fields = mask(readMask, "readMask", OTHER_FIELDS)
    if query is None:
        raise invalid("query is required.")
    rows = [
        r
        for r in session.scalars(select(OtherContact).order_by(OtherContact.resource_name))
        if query.strip() and other_matches(r, query)
    ]
    size = int(pageSize) if pageSize not in (None, "") else 10
    results = [{"person": render_other(r, fields)} for r in rows[: size or 10]]
    return {"results": results} if results else {}


def copy_other_contact_to_my_contacts_group(session: Session, *, resourceName: str, body: Any = None, **_: Any) -> dict[str, Any]:
    body = body if isinstance(body, dict) else {}
    copy = mask(body.get("copyMask"), "copyMask", COPYABLE)
    read = mask(body.get("readMask"), "readMask", PERSON_FIELDS, required=False)
    other = session.get(OtherContact, resourceName)
    if other is None:
        raise ApiError(404, "Requested entity was not found.")
    row = Person(
        resource_name=f"people/c{bump(session, 'people')}",
        given_name=other.given_name if "names" in copy else "",
        family_name=other.family_name if "names" in copy else "",
        emails=json.dumps([{"value": other.email, "type": ""}] if "emailAddresses" in copy and other.email else []),
        phones=json.dumps([{"value": other.phone, "type": ""}] if "phoneNumbers" in copy and other.phone else []),
        organization="",
        job_title="",
        biography="",
        photo="",
    )
    row.etag, row.update_time, row.modified = new_etag(session), now(), bump(session, "modified")
    session.add(row)
    session.flush()
    session.add(Membership(person=row.resource_name, contact_group="contactGroups/myContacts"))
    session.flush()
    out = render_person(session, row, read or [*copy, "memberships"])
    session.commit()
    return out
