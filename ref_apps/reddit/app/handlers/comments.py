"""Comments: the nested tree of a post, commenting and replying, voting, and the author's delete that keeps the place."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Comment, Vote
from ..store import ME, comment_resource, comment_row, forbidden, invalid, new_id, now_text, post_resource, post_row
from ..store import vote as cast


def sibling_order(comment: Comment) -> tuple[int, str, str]:
    """Highest score first; equal scores, the older first (the key sorts ascending)."""
    return (comment.downs - comment.ups, comment.created_at, comment.id)


def tree(session: Session, rows: list[Comment], parent: str | None, limit: int | None) -> list[dict[str, Any]]:
    children = sorted((c for c in rows if c.parent_id == parent), key=sibling_order)
    return [
        comment_resource(session, c, tree(session, rows, c.id, limit))
        for c in children
        if limit is None or c.depth < limit
    ]


def list_(session: Session, *, post_id: str, depth: int | None = None) -> Any:
    post = post_row(session, post_id)
    rows = list(session.scalars(select(Comment).where(Comment.post_id == post.id)))
    return {"post": post_resource(session, post), "comments": tree(session, rows, None, depth)}


def create(session: Session, *, post_id: str, body: dict[str, Any] | None = None) -> Any:
    post = post_row(session, post_id)
    body = body or {}
    text, parent_id = body.get("body"), body.get("parent_id")
    if not isinstance(text, str) or not text.strip():
        raise invalid("a comment needs a body")
    depth = 0
    if parent_id is not None:
        parent = session.get(Comment, parent_id)
        if parent is None or parent.post_id != post.id or parent.deleted or parent.removed:
            raise invalid("parent_id must be a live comment of this post")
        depth = parent.depth + 1
    if post.locked or post.removed:
        raise forbidden("this post is locked" if post.locked else "this post was removed")
    comment = Comment(id=new_id(session, "c"), post_id=post.id, parent_id=parent_id, author=ME, body=text, ups=1, downs=0,
                      depth=depth, created_at=now_text(), deleted=False, removed=False)
    session.add(comment)
    session.add(Vote(username=ME, thing_id=comment.id, dir=1))
    session.commit()
    return comment_resource(session, comment)


def vote(session: Session, *, comment_id: str, body: dict[str, Any] | None = None) -> Any:
    comment = comment_row(session, comment_id)
    cast(session, comment, (body or {}).get("dir"))
    session.commit()
    return comment_resource(session, comment)


def delete(session: Session, *, comment_id: str) -> Any:
    comment = comment_row(session, comment_id)
    if comment.author != ME or comment.deleted:
        raise forbidden("only its author may delete a comment")
    comment.deleted, comment.body = True, "[deleted]"
    session.commit()
    return comment_resource(session, comment)
