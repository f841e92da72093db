"""contactGroups.*: system and user groups with their memberCount; only user groups can be renamed or deleted."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import ContactGroup, Membership, Person
from ..store import GROUP_FIELDS, STALE, bump, group_row, invalid, mask, new_etag, now, page, render_group

DEFAULT_FIELDS = ["metadata", "groupType", "memberCount", "name"]


def _fields(value: Any) -> list[str]:
    return mask(value, "groupFields", GROUP_FIELDS, required=False) or DEFAULT_FIELDS


def _max(value: Any) -> int:
    try:
        number = int(value) if value not in (None, "") else 0
    except ValueError:
        raise invalid("maxMembers must be a number.") from None
    if number < 0:
        raise invalid("maxMembers must not be negative.")
    return number


def _name(session: Session, body: dict[str, Any], exclude: str | None = None) -> str:
    group = body.get("contactGroup")
    name = str((group or {}).get("name") or "").strip() if isinstance(group, dict) else ""
    if not name:
        raise invalid("contactGroup.name is required.")
    taken = session.scalars(
        select(ContactGroup).where(ContactGroup.name == name, ContactGroup.resource_name != (exclude or ""))
    ).first()
    if taken is not None:
        raise ApiError(409, "Contact group name already exists.")
    return name


def _user_group(session: Session, resourceName: str) -> ContactGroup:
    row = group_row(session, resourceName)
    if row.group_type != "USER_CONTACT_GROUP":
        raise invalid("Cannot modify a system contact group.")
    return row


def list_(session: Session, *, groupFields: Any = None, pageSize: Any = None, pageToken: Any = None, **_: Any) -> dict[str, Any]:
    fields = _fields(groupFields)
    rows = list(session.scalars(select(ContactGroup).order_by(ContactGroup.resource_name)))
    chunk, token = page(rows, pageSize, pageToken, 30, 1000)
    out: dict[str, Any] = {"contactGroups": [render_group(session, r, fields) for r in chunk], "totalItems": len(rows)}
    if token:
        out["nextPageToken"] = token
    return out


def get(session: Session, *, resourceName: str, groupFields: Any = None, maxMembers: Any = None, **_: Any) -> dict[str, Any]:
    return render_group(session, group_row(session, resourceName), _fields(groupFields), _max(maxMembers))


def batch_get(
    session: Session, *, resourceNames: Any = None, groupFields: Any = None, maxMembers: Any = None, **_: Any
) -> dict[str, Any]:
    fields, most = _fields(groupFields), _max(maxMembers)
    names = resourceNames or []
    if not names or len(names) > 200:
        raise invalid("resourceNames must hold between 1 and 200 resource names.")
    responses = []
    for name in names:
        row = session.get(ContactGroup, name)
        if row is None:
            responses.append({"requestedResourceName": name, "status": {"code": 5, "message": "Requested entity was not found."}})
        else:
            responses.append(
                {"requestedResourceName": name, "contactGroup": render_group(session, row, fields, most), "status": {}}
            )
    return {"responses": responses}


def create(session: Session, *, body: Any = None, **_: Any) -> dict[str, Any]:
    body = body if isinstance(body, dict) else {}
    fields = _fields(body.get("readGroupFields"))
    name = _name(session, body)
    row = ContactGroup(
        resource_name=f"contactGroups/{bump(session, 'groups'):x}",
        etag=new_etag(session),
        name=name,
        group_type="USER_CONTACT_GROUP",
        update_time=now(),
    )
    session.add(row)
    session.flush()
    out = render_group(session, row, fields)
    session.commit()
    return out


def update(session: Session, *, resourceName: str, body: Any = None, **_: Any) -> dict[str, Any]:
    body = body if isinstance(body, dict) else {}
    row = _user_group(session, resourceName)
    fields = _fields(body.get("readGroupFields"))
    group = body.get("contactGroup") if isinstance(body.get("contactGroup"), dict) else {}
    if group.get("etag") and group["etag"] != row.etag:
        raise ApiError(STALE, "Request contactGroup.etag is different than the current contactGroup.etag.")
    row.name = _name(session, body, exclude=row.resource_name)
    row.etag, row.update_time = new_etag(session), now()
    session.flush()
    out = render_group(session, row, fields)
    session.commit()
    return out


def delete(session: Session, *, resourceName: str, deleteContacts: Any = None, **_: Any) -> dict[str, Any]:
    row = _user_group(session, resourceName)
    members = list(session.scalars(select(Membership.person).where(Membership.contact_group == row.resource_name)))
    session.execute(sql_delete(Membership).where(Membership.contact_group == row.resource_name))
    if str(deleteContacts).lower() == "true":
        session.execute(sql_delete(Membership).where(Membership.person.in_(members)))
        session.execute(sql_delete(Person).where(Person.resource_name.in_(members)))
    session.delete(row)
    session.commit()
    return {}
