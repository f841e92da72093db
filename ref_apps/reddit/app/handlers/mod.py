"""Moderation: removing posts and comments, locking and unlocking posts, and the log that records each action."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import ModAction
from ..store import comment_resource, comment_row, log_action, post_resource, post_row, require_moderator, subreddit_row


def remove_post(session: Session, *, post_id: str) -> Any:
    post = post_row(session, post_id)
    require_moderator(session, post.subreddit)
    post.removed = True
    log_action(session, post.subreddit, "removepost", post.id)
    session.commit()
    return post_resource(session, post)


def remove_comment(session: Session, *, comment_id: str) -> Any:
    comment = comment_row(session, comment_id)
    post = post_row(session, comment.post_id)
    require_moderator(session, post.subreddit)
    comment.removed = True
    log_action(session, post.subreddit, "removecomment", comment.id)
    session.commit()
    return comment_resource(session, comment)


def _lock(session: Session, post_id: str, locked: bool) -> Any:
    post = post_row(session, post_id)
    require_moderator(session, post.subreddit)
    post.locked = locked
    log_action(session, post.subreddit, "lock" if locked else "unlock", post.id)
    session.commit()
    return post_resource(session, post)


def lock(session: Session, *, post_id: str) -> Any:
    return _lock(session, post_id, True)


def unlock(session: Session, *, post_id: str) -> Any:
    return _lock(session, post_id, False)


def log(session: Session, *, subreddit: str) -> Any:
    sub = subreddit_row(session, subreddit)
    require_moderator(session, sub.name)
    rows = session.scalars(
        select(ModAction).where(ModAction.subreddit == sub.name).order_by(ModAction.created_at.desc(), ModAction.id.desc())
    )
    return {"actions": [{"id": a.id, "subreddit": a.subreddit, "moderator": a.moderator, "action": a.action,
                         "target_id": a.target_id, "created_at": a.created_at} for a in rows]}
