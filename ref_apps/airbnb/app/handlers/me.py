"""The signed-in user."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import User
from ..store import ME


def get(session: Session, **_: Any) -> Any:
    me = session.get(User, ME)
    assert me is not None
    return {"id": me.id, "name": me.name}
