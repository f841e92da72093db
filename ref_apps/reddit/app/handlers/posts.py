"""Posts: a community's feed in three sorts, submitting, reading, voting and saving."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Post, Save, Vote
from ..store import ME, forbidden, hot, invalid, is_moderator, new_id, now_text, post_resource, post_row, subreddit_row
from ..store import vote as cast

SORTS = {
    "hot": lambda p: (hot(p), p.created_at),
    "new": lambda p: (p.created_at, p.id),
    "top": lambda p: (p.ups - p.downs, p.created_at),
}


def list_(session: Session, *, subreddit: str, sort: str | None = None) -> Any:
    subreddit_row(session, subreddit)
    key = SORTS.get(sort or "hot")
    if key is None:
        raise invalid("sort must be hot, new or top")
    rows = session.scalars(select(Post).where(Post.subreddit == subreddit, Post.removed.is_(False)))
    return {"posts": [post_resource(session, p) for p in sorted(rows, key=key, reverse=True)]}


def create(session: Session, *, subreddit: str, body: dict[str, Any] | None = None) -> Any:
    sub = subreddit_row(session, subreddit)
    body = body or {}
    title, kind = body.get("title"), body.get("kind") or "self"
    if not isinstance(title, str) or not 1 <= len(title.strip()) or len(title) > 300:
        raise invalid("a title of 1 to 300 characters is required")
    if kind not in ("self", "link"):
        raise invalid("kind must be self or link")
    url = body.get("url") if kind == "link" else None
    if kind == "link" and not (isinstance(url, str) and re.match(r"^https?://\S+", url)):
        raise invalid("a link post needs a url starting with http:// or https://")
    if sub.type == "restricted" and not is_moderator(session, sub.name):
        raise forbidden(f"only moderators may post in r/{sub.name}")
    post = Post(id=new_id(session, "p"), subreddit=sub.name, author=ME, title=title, kind=kind, url=url,
                body=str(body.get("body") or "") if kind == "self" else "", ups=1, downs=0, created_at=now_text(),
                locked=False, removed=False)
    session.add(post)
    session.add(Vote(username=ME, thing_id=post.id, dir=1))
    session.commit()
    return post_resource(session, post)


def get(session: Session, *, post_id: str) -> Any:
    return post_resource(session, post_row(session, post_id))


def vote(session: Session, *, post_id: str, body: dict[str, Any] | None = None) -> Any:
    post = post_row(session, post_id)
    cast(session, post, (body or {}).get("dir"))
    session.commit()
    return post_resource(session, post)


def save(session: Session, *, post_id: str) -> Any:
    post = post_row(session, post_id)
    if session.get(Save, (ME, post.id)) is None:
        session.add(Save(username=ME, post_id=post.id, saved_at=now_text()))
        session.commit()
    return post_resource(session, post)


def unsave(session: Session, *, post_id: str) -> Any:
    post = post_row(session, post_id)
    saved = session.get(Save, (ME, post.id))
    if saved is not None:
        session.delete(saved)
        session.commit()
    return post_resource(session, post)
