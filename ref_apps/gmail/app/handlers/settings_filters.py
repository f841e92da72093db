"""users.settings.filters: create, get, list, delete (filters run on newly inserted or imported mail)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import bad_request, not_found
from ..models import Filter

CRITERIA = {"from", "to", "subject", "query", "negatedQuery", "hasAttachment", "excludeChats", "size", "sizeComparison"}
ACTIONS = {"addLabelIds", "removeLabelIds", "forward"}


def _resource(f: Filter) -> dict[str, Any]:
    return {"id": f.id, "criteria": dict(f.criteria), "action": dict(f.action)}


def _get(session: Session, filter_id: str) -> Filter:
    f = session.get(Filter, filter_id)
    if f is None:
        raise not_found()
    return f


def list_(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return {"filter": [_resource(f) for f in session.scalars(select(Filter).order_by(Filter.id))]}


def get(session: Session, *, userId: str, id: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _resource(_get(session, id))


def create(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    body = body or {}
    criteria, action = body.get("criteria") or {}, body.get("action") or {}
    if not criteria or set(criteria) - CRITERIA:
        raise bad_request("Filter criteria are missing or invalid")
    if not action or set(action) - ACTIONS:
        raise bad_request("Filter action is missing or invalid")
    mb.check_labels(session, action.get("addLabelIds"))
    mb.check_labels(session, action.get("removeLabelIds"))
    f = Filter(id=f"ANe1Bmg{mb.new_id(session)}", criteria=criteria, action=action)
    session.add(f)
    session.commit()
    return _resource(f)


def delete(session: Session, *, userId: str, id: str, **_: Any) -> None:
    mb.check_user(session, userId)
    session.delete(_get(session, id))
    session.commit()
