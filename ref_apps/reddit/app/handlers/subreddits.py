"""Communities: the popular list, one community, joining and leaving (the member count follows)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Subreddit, Subscription
from ..store import ME, is_moderator, subreddit_row


def resource(session: Session, sub: Subreddit) -> dict[str, Any]:
    return {
        "name": sub.name,
        "title": sub.title,
        "description": sub.description,
        "type": sub.type,
        "subscribers": sub.subscribers,
        "user_is_subscriber": session.get(Subscription, (sub.name, ME)) is not None,
        "user_is_moderator": is_moderator(session, sub.name),
        "created_at": sub.created_at,
    }


def list_(session: Session, *, subscribed: bool | None = None) -> Any:
    rows = session.scalars(select(Subreddit).order_by(Subreddit.subscribers.desc(), Subreddit.name))
    items = [resource(session, s) for s in rows]
    if subscribed:
        items = [s for s in items if s["user_is_subscriber"]]
    return {"subreddits": items}


def get(session: Session, *, subreddit: str) -> Any:
    return resource(session, subreddit_row(session, subreddit))


def subscribe(session: Session, *, subreddit: str) -> Any:
    sub = subreddit_row(session, subreddit)
    if session.get(Subscription, (sub.name, ME)) is None:
        session.add(Subscription(subreddit=sub.name, username=ME))
        sub.subscribers += 1
        session.commit()
    return resource(session, sub)


def unsubscribe(session: Session, *, subreddit: str) -> Any:
    sub = subreddit_row(session, subreddit)
    membership = session.get(Subscription, (sub.name, ME))
    if membership is not None:
        session.delete(membership)
        sub.subscribers -= 1
        session.commit()
    return resource(session, sub)
