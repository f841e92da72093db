"""The feed and posts: the member's and their connections' posts newest first, writing posts, reactions, comments."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Comment, Post, Reaction, User
from ..store import ME, connection_ids, invalid, new_id, not_found, post_resource, summary, text_of

REACTIONS = ("like", "celebrate", "support", "insightful", "funny")


def _post(session: Session, post_id: str) -> Post:
    post = session.get(Post, post_id)
    if post is None:
        raise not_found("Post")
    return post


def _own(session: Session, post_id: str) -> Post:
    post = _post(session, post_id)
    if post.author_id != ME:
        raise ApiError(403, "You can only change your own posts")
    return post


def _text(body: dict[str, Any] | None) -> str:
    return text_of(body)  # the brief states no maximum: long text is stored verbatim (security.text.verbatim)


def feed(session: Session, **_: Any) -> Any:
    authors = [ME, *connection_ids(session, ME)]
    rows = session.scalars(select(Post).where(Post.author_id.in_(authors)).order_by(Post.created_at.desc(), Post.id.desc()))
    return {"posts": [post_resource(session, p) for p in rows]}


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    post = Post(id=new_id(session, "p"), author_id=ME, text=_text(body), created_at=iso_now(), edited=False)
    session.add(post)
    session.commit()
    return post_resource(session, post)


def update(session: Session, *, post_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    post = _own(session, post_id)
    post.text, post.edited = _text(body), True
    session.commit()
    return post_resource(session, post)


def delete(session: Session, *, post_id: str, **_: Any) -> None:
    post = _own(session, post_id)
    session.execute(sql_delete(Reaction).where(Reaction.post_id == post.id))
    session.execute(sql_delete(Comment).where(Comment.post_id == post.id))
    session.delete(post)
    session.commit()


def react(session: Session, *, post_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    post = _post(session, post_id)
    kind = (body or {}).get("type")
    if kind not in REACTIONS:
        raise invalid(f"type must be one of {', '.join(REACTIONS)}")
    row = session.get(Reaction, (post.id, ME))
    if row is None:
        session.add(Reaction(post_id=post.id, user_id=ME, type=kind))
    else:
        row.type = kind
    session.commit()
    return post_resource(session, post)


def _comment(session: Session, row: Comment) -> dict[str, Any]:
    author = session.get(User, row.author_id)
    assert author is not None
    return {"id": row.id, "post_id": row.post_id, "author": summary(author), "text": row.text, "created_at": row.created_at}


def list_comments(session: Session, *, post_id: str, **_: Any) -> Any:
    post = _post(session, post_id)
    rows = session.scalars(select(Comment).where(Comment.post_id == post.id).order_by(Comment.created_at, Comment.id))
    return {"comments": [_comment(session, c) for c in rows]}


def add_comment(session: Session, *, post_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    post = _post(session, post_id)
    row = Comment(id=new_id(session, "cm"), post_id=post.id, author_id=ME, text=_text(body), created_at=iso_now())
    session.add(row)
    session.commit()
    return _comment(session, row)
