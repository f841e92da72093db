"""The user the private token belongs to."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..store import ME, user_by_id


def current(session: Session, **_: Any) -> Any:
    return user_by_id(session, ME)
