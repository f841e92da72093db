"""What several handlers share: the signed-in user, ids, errors, votes and how posts and comments look in the API."""

from __future__ import annotations

from datetime import datetime
from math import log10
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ...kit.clock import now_text  # noqa: F401  (re-exported: store.now_text)
from ...kit.errors import (
    ApiError,
    forbidden,  # noqa: F401  (re-exported: store.forbidden)
)
from ...kit.errors import bad_request as invalid  # noqa: F401  (the handlers' and mutants' store.invalid)
from ...kit.ids import bump
from .models import Comment, Counter, ModAction, Moderator, Post, Save, Subreddit, Vote

ME = "alice"  # the signed-in user: the app has no accounts to switch between
EPOCH = 1134028003  # the hot rank's origin, in seconds since the Unix epoch


def missing(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def subreddit_row(session: Session, name: str) -> Subreddit:
    found = session.get(Subreddit, name)
    if found is None:
        raise missing(f"r/{name}")
    return found


def post_row(session: Session, post_id: str) -> Post:
    found = session.get(Post, post_id)
    if found is None:
        raise missing(f"post {post_id}")
    return found


def comment_row(session: Session, comment_id: str) -> Comment:
    found = session.get(Comment, comment_id)
    if found is None:
        raise missing(f"comment {comment_id}")
    return found


def is_moderator(session: Session, subreddit: str) -> bool:
    return session.get(Moderator, (subreddit, ME)) is not None


def require_moderator(session: Session, subreddit: str) -> None:
    if not is_moderator(session, subreddit):
        raise forbidden(f"only moderators of r/{subreddit} may do that")


def log_action(session: Session, subreddit: str, action: str, target_id: str) -> None:
    session.add(
        ModAction(
            id=new_id(session, "m"), subreddit=subreddit, moderator=ME, action=action, target_id=target_id, created_at=now_text()
        )
    )


def my_vote(session: Session, thing_id: str) -> int:
    vote = session.get(Vote, (ME, thing_id))
    return vote.dir if vote is not None else 0


def vote(session: Session, thing: Post | Comment, direction: Any) -> None:
    """Set the signed-in user's vote on a post or comment: its ups and downs follow the change."""
    if direction not in (-1, 0, 1) or isinstance(direction, bool):
        raise invalid("dir must be 1, 0 or -1")
    old = session.get(Vote, (ME, thing.id))
    before = old.dir if old is not None else 0
    if before == direction:
        return
    thing.ups += (direction == 1) - (before == 1)
    thing.downs += (direction == -1) - (before == -1)
    if old is not None:
        session.delete(old)
        session.flush()
    if direction:
        session.add(Vote(username=ME, thing_id=thing.id, dir=direction))


def hot(post: Post) -> float:
    score = post.ups - post.downs
    sign = (score > 0) - (score < 0)
    seconds = datetime.fromisoformat(post.created_at.replace("Z", "+00:00")).timestamp()
    return sign * log10(max(abs(score), 1)) + (seconds - EPOCH) / 45000


def post_resource(session: Session, post: Post) -> dict[str, Any]:
    comments = session.scalar(select(func.count()).select_from(Comment).where(Comment.post_id == post.id)) or 0
    return {
        "id": post.id,
        "subreddit": post.subreddit,
        "author": post.author,
        "title": post.title,
        "kind": post.kind,
        "url": post.url,
        "body": post.body,
        "score": post.ups - post.downs,
        "ups": post.ups,
        "downs": post.downs,
        "likes": my_vote(session, post.id),
        "num_comments": int(comments),
        "created_at": post.created_at,
        "locked": post.locked,
        "removed": post.removed,
        "saved": session.get(Save, (ME, post.id)) is not None,
    }


def comment_resource(session: Session, comment: Comment, replies: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    gone = comment.deleted
    return {
        "id": comment.id,
        "post_id": comment.post_id,
        "parent_id": comment.parent_id,
        "author": "[deleted]" if gone else comment.author,
        "body": "[deleted]" if gone else "[removed]" if comment.removed else comment.body,
        "score": comment.ups - comment.downs,
        "ups": comment.ups,
        "downs": comment.downs,
        "likes": my_vote(session, comment.id),
        "depth": comment.depth,
        "created_at": comment.created_at,
        "deleted": comment.deleted,
        "removed": comment.removed,
        "replies": replies or [],
    }
