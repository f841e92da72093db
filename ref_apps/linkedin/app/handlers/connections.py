"""Connections of the signed-in member: the list, and removing one (both sides lose it)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from ..models import Connection, User
from ..store import ME, connection_between, member, not_found, summary


def list_(session: Session, **_: Any) -> Any:
    rows = session.scalars(select(Connection).where(or_(Connection.user_a == ME, Connection.user_b == ME)))
    items = []
    for row in rows:
        other = session.get(User, row.user_b if row.user_a == ME else row.user_a)
        assert other is not None
        items.append({"member": summary(other), "connected_at": row.created_at})
    return {"total": len(items), "connections": items}


def remove(session: Session, *, user_id: str, **_: Any) -> None:
    member(session, user_id)
    row = connection_between(session, ME, user_id)
    if row is None or user_id == ME:
        raise not_found("Connection")
    session.delete(row)
    session.commit()
