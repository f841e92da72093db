"""users.list and users.info."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import User
from ..store import page, user_resource, user_row


def list_(session: Session, *, limit: Any = None, cursor: Any = None, **_: Any) -> dict[str, Any]:
    users, next_cursor = page(list(session.scalars(select(User).order_by(User.id))), limit, cursor, default=1000)
    return {"ok": True, "members": [user_resource(u) for u in users], "response_metadata": {"next_cursor": next_cursor}}


def info(session: Session, *, user: Any = None, **_: Any) -> dict[str, Any]:
    return {"ok": True, "user": user_resource(user_row(session, user))}
