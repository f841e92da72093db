"""Replies to a comment; a reply's action resolves or reopens the comment it answers."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Reply
from ..store import me, new_id, now, reply_resource
from .comments import find

ACTIONS = ("resolve", "reopen")


def create(session: Session, *, fileId: str, commentId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c = find(session, fileId, commentId)
    body = body or {}
    content, action = body.get("content") or "", body.get("action")
    if action is not None and action not in ACTIONS:
        raise ApiError(400, f"Invalid reply action: {action}.")
    if not content and action is None:
        raise ApiError(400, "Required parameter: content")
    stamp = now()
    r = Reply(
        id=new_id(session, "r-"),
        comment_id=c.id,
        author=me(session).email,
        content=content,
        action=action,
        created_time=stamp,
        modified_time=stamp,
        deleted=False,
    )
    session.add(r)
    if action is not None:
        c.resolved = action == "resolve"
    c.modified_time = stamp
    session.commit()
    return reply_resource(session, r)
