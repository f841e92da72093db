"""The signed-in user's saved posts, the last saved first."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Post, Save
from ..store import ME, post_resource


def list_(session: Session) -> Any:
    rows = session.execute(
        select(Post).join(Save, Save.post_id == Post.id).where(Save.username == ME).order_by(Save.saved_at.desc(), Post.id.desc())
    ).scalars()
    return {"posts": [post_resource(session, p) for p in rows]}
