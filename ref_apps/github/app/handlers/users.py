"""The authenticated user (the seed's `mona`)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import User
from ..store import ME


def get_authenticated(session: Session, **_: Any) -> dict[str, Any]:
    me = session.scalars(select(User).where(User.login == ME)).one()
    return {"login": me.login, "id": me.id, "name": me.name, "type": "User"}
