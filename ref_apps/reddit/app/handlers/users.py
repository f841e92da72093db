"""Profiles: karma is summed from the user's posts and (undeleted) comments each time it is read."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..models import Comment, Post, User
from ..store import missing


def karma(session: Session, user: User) -> dict[str, Any]:
    posts = session.scalar(select(func.sum(Post.ups - Post.downs)).where(Post.author == user.name)) or 0
    live = (Comment.author == user.name, Comment.deleted.is_(False))
    comments = session.scalar(select(func.sum(Comment.ups - Comment.downs)).where(*live)) or 0
    return {"name": user.name, "created_at": user.created_at, "post_karma": int(posts), "comment_karma": int(comments),
            "karma": int(posts) + int(comments)}


def get(session: Session, *, username: str) -> Any:
    user = session.get(User, username)
    if user is None:
        raise missing(f"u/{username}")
    return karma(session, user)
