"""What every linkedin handler shares: the signed-in member, ids, errors and how rows look in the API."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Comment, Connection, Counter, Invitation, Post, Reaction, User

ME = "u-me"  # the app has one signed-in member; every write acts as them


def not_found(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}-{bump(session, Counter)}"


def text_of(body: dict[str, Any] | None, key: str = "text") -> str:
    """A required, non-blank text field of a body."""
    value = (body or {}).get(key)
    if not isinstance(value, str) or not value.strip():
        raise invalid(f"{key} is required")
    return value.strip()


def member(session: Session, user_id: str) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise not_found("Member")
    return user


def summary(user: User) -> dict[str, Any]:
    return {"id": user.id, "name": user.name, "headline": user.headline}


def connection_between(session: Session, a: str, b: str) -> Connection | None:
    first, second = sorted([a, b])
    return session.scalars(select(Connection).where(Connection.user_a == first, Connection.user_b == second)).first()


def connection_ids(session: Session, user_id: str) -> list[str]:
    rows = session.scalars(select(Connection).where(or_(Connection.user_a == user_id, Connection.user_b == user_id)))
    return [r.user_b if r.user_a == user_id else r.user_a for r in rows]


def pending_between(session: Session, sender: str, recipient: str) -> Invitation | None:
    stmt = select(Invitation).where(Invitation.from_id == sender, Invitation.to_id == recipient, Invitation.status == "pending")
    return session.scalars(stmt).first()


def post_resource(session: Session, post: Post) -> dict[str, Any]:
    author = session.get(User, post.author_id)
    assert author is not None
    mine = session.get(Reaction, (post.id, ME))
    reactions = session.scalar(select(func.count()).select_from(Reaction).where(Reaction.post_id == post.id))
    comments = session.scalar(select(func.count()).select_from(Comment).where(Comment.post_id == post.id))
    return {
        "id": post.id,
        "author": summary(author),
        "text": post.text,
        "created_at": post.created_at,
        "edited": post.edited,
        "reaction_count": int(reactions or 0),
        "comment_count": int(comments or 0),
        "my_reaction": mine.type if mine else None,
    }
