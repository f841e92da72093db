"""The signed-in user's own profile."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..store import ME
from . import users


def get(session: Session) -> Any:
    return users.get(session, username=ME)
