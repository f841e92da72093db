"""The current user's profile: one user, whatever token is sent."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import User
from ..store import ME, user_public


def get_current_users_profile(session: Session, **_: Any) -> Any:
    u = session.get(User, ME)
    assert u is not None
    return {**user_public(u), "email": u.email, "country": u.country, "product": u.product, "followers": {"total": u.followers}}
