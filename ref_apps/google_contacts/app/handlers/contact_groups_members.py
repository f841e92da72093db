"""contactGroups.members.modify: add and remove contacts; unknown ones and last-group removals are reported, not applied."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete
from sqlalchemy.orm import Session

from ..models import Membership, Person
from ..store import MODIFIABLE_SYSTEM, group_row, groups_of, invalid


def _names(body: dict[str, Any], key: str) -> list[str]:
    values = body.get(key) or []
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise invalid(f"{key} must be a list of resource names.")
    return values


def modify(session: Session, *, resourceName: str, body: Any = None, **_: Any) -> dict[str, Any]:
    body = body if isinstance(body, dict) else {}
    group = group_row(session, resourceName)
    if group.group_type != "USER_CONTACT_GROUP" and group.resource_name not in MODIFIABLE_SYSTEM:
        raise invalid("Cannot modify the members of this system contact group.")
    add, remove = _names(body, "resourceNamesToAdd"), _names(body, "resourceNamesToRemove")
    missing, last = [], []
    for name in add:
        if session.get(Person, name) is None:
            missing.append(name)
        elif group.resource_name not in groups_of(session, name):
            session.add(Membership(person=name, contact_group=group.resource_name))
            session.flush()
    for name in remove:
        if session.get(Person, name) is None:
            missing.append(name)
            continue
        current = groups_of(session, name)
        if group.resource_name not in current:
            continue
        if len(current) == 1:
            last.append(name)
            continue
        session.execute(delete(Membership).where(Membership.person == name, Membership.contact_group == group.resource_name))
        session.flush()
    session.commit()
    out: dict[str, Any] = {}
    if missing:
        out["notFoundResourceNames"] = missing
    if last:
        out["canNotRemoveLastContactGroupResourceNames"] = last
    return out
