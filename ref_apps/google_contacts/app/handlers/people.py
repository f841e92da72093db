"""people.*: create, read, update (field masks, etag check), delete, batches and searchContacts."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import ContactGroup, Membership, Person
from ..store import (
    PERSON_FIELDS,
    STALE,
    UPDATABLE,
    bump,
    invalid,
    mask,
    new_etag,
    not_found,
    now,
    person_matches,
    person_row,
    render_person,
)

SORT_ORDERS = ("LAST_MODIFIED_ASCENDING", "LAST_MODIFIED_DESCENDING", "FIRST_NAME_ASCENDING", "LAST_NAME_ASCENDING")


def _object(body: Any, what: str = "person") -> dict[str, Any]:
    if not isinstance(body, dict):
        raise invalid(f"Request must carry a {what} object.")
    return body


def _entries(body: dict[str, Any], key: str) -> list[dict[str, Any]]:
    values = body.get(key) or []
    if not isinstance(values, list) or not all(isinstance(v, dict) for v in values):
        raise invalid(f"Invalid value at 'person.{key}'.")
    return values


def _apply(session: Session, row: Person, body: dict[str, Any], fields: tuple[str, ...] | list[str]) -> None:
    """Write the listed fields from a Person body: a listed field the body leaves out is cleared."""
    if "names" in fields:
        first = (_entries(body, "names") or [{}])[0]
        row.given_name, row.family_name = str(first.get("givenName") or ""), str(first.get("familyName") or "")
    for key, column in (("emailAddresses", "emails"), ("phoneNumbers", "phones")):
        if key in fields:
            values = [{"value": str(v["value"]), "type": str(v.get("type") or "")} for v in _entries(body, key) if v.get("value")]
            setattr(row, column, json.dumps(values))
    if "organizations" in fields:
        org = (_entries(body, "organizations") or [{}])[0]
        row.organization, row.job_title = str(org.get("name") or ""), str(org.get("title") or "")
    if "biographies" in fields:
        bio = (_entries(body, "biographies") or [{}])[0]
        row.biography = str(bio.get("value") or "")
    if "memberships" in fields:
        wanted = {"contactGroups/myContacts"}
        for m in _entries(body, "memberships"):
            inner = m.get("contactGroupMembership") or {}
            name = inner.get("contactGroupResourceName") or (
                f"contactGroups/{inner['contactGroupId']}" if inner.get("contactGroupId") else None
            )
            if not name or session.get(ContactGroup, name) is None:
                raise invalid(f"Contact group not found: {name}.")
            wanted.add(name)
        session.execute(delete(Membership).where(Membership.person == row.resource_name))
        session.flush()
        session.add_all(Membership(person=row.resource_name, contact_group=g) for g in sorted(wanted))


def _touch(session: Session, row: Person) -> None:
    row.etag, row.update_time, row.modified = new_etag(session), now(), bump(session, "modified")


def _create(session: Session, body: Any) -> Person:
    body = _object(body)
    row = Person(resource_name=f"people/c{bump(session, 'people')}", emails="[]", phones="[]", photo="")
    _touch(session, row)
    session.add(row)
    session.flush()
    _apply(session, row, body, [*UPDATABLE[:-1], *(["memberships"] if body.get("memberships") else [])])
    if not body.get("memberships"):
        session.add(Membership(person=row.resource_name, contact_group="contactGroups/myContacts"))
    session.flush()
    return row


def _etag_of(body: dict[str, Any]) -> str | None:
    if body.get("etag"):
        return str(body["etag"])
    for src in (body.get("metadata") or {}).get("sources") or []:
        if isinstance(src, dict) and src.get("type", "CONTACT") == "CONTACT" and src.get("etag"):
            return str(src["etag"])
    return None


def _update(session: Session, resource_name: str, body: Any, fields: list[str]) -> Person:
    body = _object(body)
    row = person_row(session, resource_name)
    etag = _etag_of(body)
    if etag is None:
        raise invalid("Request must set person.etag or person.metadata.sources.etag for the source that is being updated.")
    if etag != row.etag:
        raise ApiError(
            STALE, "Request person.etag is different than the current person.etag. Clear local cache and get the latest person."
        )
    _apply(session, row, body, fields)
    _touch(session, row)
    session.flush()
    return row


def _delete(session: Session, row: Person) -> None:
    session.execute(delete(Membership).where(Membership.person == row.resource_name))
    session.delete(row)


def create_contact(session: Session, *, body: Any = None, personFields: Any = None, **_: Any) -> dict[str, Any]:
    fields = mask(personFields, "personFields", PERSON_FIELDS, required=False)
    row = _create(session, body)
    out = render_person(session, row, fields)
    session.commit()
    return out


def get(session: Session, *, resourceName: str, personFields: Any = None, **_: Any) -> dict[str, Any]:
    fields = mask(personFields, "personFields", PERSON_FIELDS)
    return render_person(session, person_row(session, resourceName), fields)


def update_contact(
    session: Session, *, resourceName: str, body: Any = None, updatePersonFields: Any = None, personFields: Any = None, **_: Any
) -> dict[str, Any]:
    fields = mask(updatePersonFields, "updatePersonFields", UPDATABLE)
    read = mask(personFields, "personFields", PERSON_FIELDS, required=False)
    row = _update(session, resourceName, body, fields)
    out = render_person(session, row, read)
    session.commit()
    return out


def delete_contact(session: Session, *, resourceName: str, **_: Any) -> dict[str, Any]:
    _delete(session, person_row(session, resourceName))
    session.commit()
    return {}


def get_batch_get(session: Session, *, resourceNames: Any = None, personFields: Any = None, **_: Any) -> dict[str, Any]:
    fields = mask(personFields, "personFields", PERSON_FIELDS)
    names = resourceNames or []
    if not names or len(names) > 200:
        raise invalid("resourceNames must hold between 1 and 200 resource names.")
    responses = []
    for name in names:
        row = session.get(Person, name)
        if row is None:
            responses.append(
                {
                    "requestedResourceName": name,
                    "httpStatusCode": 404,
                    "status": {"code": 5, "message": "Requested entity was not found."},
                }
            )
        else:
            responses.append(
                {
                    "requestedResourceName": name,
                    "httpStatusCode": 200,
                    "person": render_person(session, row, fields),
                    "status": {},
                }
            )
    return {"responses": responses}


def search_contacts(
    session: Session, *, query: Any = None, readMask: Any = None, pageSize: Any = None, **_: Any
) -> dict[str, Any]:
    fields = mask(readMask, "readMask", PERSON_FIELDS)
    if query is None:
        raise invalid("query is required.")
    size = int(pageSize) if pageSize not in (None, "") else 10
    if size < 0 or size > 30:
        raise invalid("pageSize must be between 0 and 30.")
    rows = [
        r for r in session.scalars(select(Person).order_by(Person.resource_name)) if query.strip() and person_matches(r, query)
    ]
    results = [{"person": render_person(session, r, fields)} for r in rows[: size or 10]]
    return {"results": results} if results else {}


def batch_create_contacts(session: Session, *, body: Any = None, **_: Any) -> dict[str, Any]:
    body = _object(body, "request")
    fields = mask(body.get("readMask"), "readMask", PERSON_FIELDS)
    contacts = body.get("contacts") or []
    if not isinstance(contacts, list) or not contacts or len(contacts) > 200:
        raise invalid("contacts must hold between 1 and 200 contacts.")
    rows = [_create(session, (c or {}).get("contactPerson") if isinstance(c, dict) else None) for c in contacts]
    out = {
        "createdPeople": [
            {
                "httpStatusCode": 200,
                "person": render_person(session, r, fields),
                "requestedResourceName": r.resource_name,
                "status": {},
            }
            for r in rows
        ]
    }
    session.commit()
    return out


def batch_update_contacts(session: Session, *, body: Any = None, **_: Any) -> dict[str, Any]:
    body = _object(body, "request")
    fields = mask(body.get("updateMask"), "updateMask", UPDATABLE)
    read = mask(body.get("readMask"), "readMask", PERSON_FIELDS)
    contacts = body.get("contacts") or {}
    if not isinstance(contacts, dict) or not contacts:
        raise invalid("contacts must map resource names to people.")
    rows = {name: _update(session, name, person, fields) for name, person in contacts.items()}
    out = {
        "updateResult": {
            n: {"httpStatusCode": 200, "person": render_person(session, r, read), "requestedResourceName": n, "status": {}}
            for n, r in rows.items()
        }
    }
    session.commit()
    return out


def batch_delete_contacts(session: Session, *, body: Any = None, **_: Any) -> dict[str, Any]:
    body = _object(body, "request")
    names = body.get("resourceNames") or []
    if not isinstance(names, list) or not names or len(names) > 500:
        raise invalid("resourceNames must hold between 1 and 500 resource names.")
    rows = [session.get(Person, n) for n in names]
    if any(r is None for r in rows):
        raise not_found()
    for row in rows:
        _delete(session, row)
    session.commit()
    return {}


def update_contact_photo(session: Session, *, resourceName: str, body: Any = None, **_: Any) -> dict[str, Any]:
    """A new photo from base64 `photoBytes`: the contact's photos[0].url points at it (a deterministic URL here)."""
    body = _object(body, "request")
    fields = mask(body.get("personFields"), "personFields", PERSON_FIELDS, required=False)
    row = person_row(session, resourceName)
    try:
        raw = base64.b64decode(str(body.get("photoBytes") or ""), validate=True)
    except (binascii.Error, ValueError):
        raw = b""
    if not raw:
        raise invalid("photoBytes must hold a base64-encoded image.")
    _touch(session, row)
    row.photo = f"https://lh3.googleusercontent.com/contacts/{row.resource_name.split('/')[1]}-{row.etag[-6:]}"
    session.flush()
    out = {"person": render_person(session, row, fields or ["photos"])}
    session.commit()
    return out


def delete_contact_photo(session: Session, *, resourceName: str, personFields: Any = None, **_: Any) -> dict[str, Any]:
    fields = mask(personFields, "personFields", PERSON_FIELDS, required=False)
    row = person_row(session, resourceName)
    if row.photo:
        row.photo = ""
        _touch(session, row)
    session.flush()
    out = {"person": render_person(session, row, fields)} if fields else {}
    session.commit()
    return out
