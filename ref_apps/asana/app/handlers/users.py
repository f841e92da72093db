"""Users: the one endpoint Asana clients call first, users/me."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import User, Workspace
from ..store import data, find, user_compact, workspace_compact


def get_user(session: Session, *, user_gid: str, **_: Any) -> Any:
    """A user (`me` is the token's owner) with the workspaces it belongs to."""
    user = find(session, User, user_gid)
    workspaces = session.scalars(select(Workspace).order_by(Workspace.gid))
    return data({**user_compact(user), "email": user.email, "workspaces": [workspace_compact(w) for w in workspaces]})
