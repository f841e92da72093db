"""Slack's resources and rules shared by the handlers: errors, membership, timestamps, paging."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Channel, Counter, Member, Message, Reaction, User

ME = "U01ADA"


def fail(code: str) -> ApiError:
    """Slack's failure: HTTP 200 with ok=false and this error code (the app maps every ApiError so)."""
    return ApiError(400, code)


def flag(value: Any) -> bool:
    return value is True or str(value).lower() in ("true", "1")


def new_ts(session: Session) -> str:
    """A unique, ordered message timestamp from the frozen clock: "<epoch seconds>.<sequence>"."""
    return f"{int(clock.now().timestamp())}.{bump(session, Counter, 'ts'):06d}"


def is_member(session: Session, channel_id: str, user: str = ME) -> bool:
    return session.get(Member, (channel_id, user)) is not None


def channel_row(session: Session, channel_id: Any) -> Channel:
    """The channel, if it exists and the user may see it (private channels only to their members)."""
    if not isinstance(channel_id, str) or not channel_id:
        raise fail("channel_not_found")
    found = session.get(Channel, channel_id)
    if found is None or (found.is_private and not is_member(session, found.id)):
        raise fail("channel_not_found")
    return found


def ts_text(value: Any) -> str:
    """Slack's description types timestamps as numbers: 1768384800.0002 and "1768384800.000200" name one message."""
    return f"{value:.6f}" if isinstance(value, float) else str(value or "")


def message_row(session: Session, channel: Channel, ts: Any) -> Message:
    found = session.get(Message, (channel.id, ts_text(ts)))
    if found is None:
        raise fail("message_not_found")
    return found


def user_row(session: Session, user_id: Any) -> User:
    found = session.get(User, str(user_id or ""))
    if found is None:
        raise fail("user_not_found")
    return found


NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,79}$")


def check_name(session: Session, name: Any) -> str:
    if not isinstance(name, str) or not name:
        raise fail("invalid_name_required")
    if not NAME.match(name):
        raise fail("invalid_name_specials")
    if session.scalars(select(Channel).where(Channel.name == name)).first() is not None:
        raise fail("name_taken")
    return name


def channel_resource(session: Session, c: Channel) -> dict[str, Any]:
    members = session.scalars(select(Member.user_id).where(Member.channel_id == c.id)).all()
    return {
        "id": c.id,
        "name": c.name,
        "is_channel": not c.is_private,
        "is_group": c.is_private,
        "is_private": c.is_private,
        "is_archived": c.is_archived,
        "is_member": ME in members,
        "created": c.created,
        "creator": c.creator,
        "topic": {"value": c.topic, "creator": c.creator if c.topic else "", "last_set": 0},
        "purpose": {"value": c.purpose, "creator": c.creator if c.purpose else "", "last_set": 0},
        "num_members": len(members),
    }


def message_resource(session: Session, m: Message) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "message", "ts": m.ts, "user": m.user_id, "text": m.text}
    if m.thread_ts:
        out["thread_ts"] = m.thread_ts
    if m.thread_ts == m.ts:
        out.update(reply_count=m.reply_count, latest_reply=m.latest_reply)
    if m.edited_ts:
        out["edited"] = {"user": m.user_id, "ts": m.edited_ts}
    if m.reply_broadcast:
        out["subtype"] = "thread_broadcast"
    reactions: dict[str, list[str]] = {}
    for r in session.scalars(
        select(Reaction).where(Reaction.channel_id == m.channel_id, Reaction.ts == m.ts).order_by(Reaction.name, Reaction.user_id)
    ):
        reactions.setdefault(r.name, []).append(r.user_id)
    if reactions:
        out["reactions"] = [{"name": n, "users": u, "count": len(u)} for n, u in reactions.items()]
    return out


def user_resource(u: User) -> dict[str, Any]:
    return {
        "id": u.id,
        "name": u.name,
        "real_name": u.real_name,
        "is_bot": u.is_bot,
        "deleted": u.deleted,
        "profile": {"real_name": u.real_name, "display_name": u.name},
    }


def page(items: list[Any], limit: Any, cursor: Any, default: int = 100) -> tuple[list[Any], str]:
    """A slice and the next cursor ("" at the end): cursors are opaque offsets."""
    try:
        start = int(cursor) if cursor else 0
        size = min(max(int(limit or default), 1), 1000)
    except ValueError:
        raise fail("invalid_cursor") from None
    chunk = items[start : start + size]
    return chunk, (str(start + size) if start + size < len(items) else "")
