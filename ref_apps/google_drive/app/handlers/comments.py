"""Comments on a file: write, edit, delete (kept as deleted, hidden unless asked for)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import Comment
from ..store import comment_resource, get_file, me, new_id, now


def find(session: Session, file_id: str, comment_id: str, include_deleted: bool = False) -> Comment:
    f = get_file(session, file_id)
    c = session.get(Comment, comment_id)
    if c is None or c.file_id != f.id or (c.deleted and not include_deleted):
        raise ApiError(404, f"Comment not found: {comment_id}.")
    return c


def _content(body: dict[str, Any] | None) -> str:
    content = (body or {}).get("content")
    if not isinstance(content, str) or not content.strip():
        raise ApiError(400, "Required parameter: content")
    return content


def create(session: Session, *, fileId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    f = get_file(session, fileId)
    content = _content(body)
    stamp = now()
    c = Comment(
        id=new_id(session, "c-"),
        file_id=f.id,
        author=me(session).email,
        content=content,
        created_time=stamp,
        modified_time=stamp,
        resolved=False,
        deleted=False,
    )
    session.add(c)
    session.commit()
    return comment_resource(session, c)


def list_(session: Session, *, fileId: str, includeDeleted: bool | None = None, **_: Any) -> Any:
    f = get_file(session, fileId)
    rows = session.scalars(select(Comment).where(Comment.file_id == f.id).order_by(Comment.created_time, Comment.id))
    return {
        "kind": "drive#commentList",
        "comments": [comment_resource(session, c) for c in rows if includeDeleted or not c.deleted],
    }


def get(session: Session, *, fileId: str, commentId: str, includeDeleted: bool | None = None, **_: Any) -> Any:
    return comment_resource(session, find(session, fileId, commentId, bool(includeDeleted)))


def update(session: Session, *, fileId: str, commentId: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c = find(session, fileId, commentId)
    c.content = _content(body)
    c.modified_time = now()
    session.commit()
    return comment_resource(session, c)


def delete(session: Session, *, fileId: str, commentId: str, **_: Any) -> None:
    c = find(session, fileId, commentId)
    c.deleted = True
    session.commit()
