"""Emoji reactions on messages: one per user and name."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import Reaction
from ..store import ME, channel_row, fail, message_resource, message_row


def _target(session: Session, body: dict[str, Any] | None) -> tuple[Any, Any, str]:
    args = body if isinstance(body, dict) else {}
    c = channel_row(session, args.get("channel"))
    message = message_row(session, c, args.get("timestamp"))
    name = str(args.get("name") or "").strip(":")
    if not name:
        raise fail("invalid_name")
    return c, message, name


def add(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c, message, name = _target(session, body)
    if session.get(Reaction, (c.id, message.ts, name, ME)) is not None:
        raise fail("already_reacted")
    session.add(Reaction(channel_id=c.id, ts=message.ts, name=name, user_id=ME))
    session.commit()
    return {"ok": True}


def remove(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c, message, name = _target(session, body)
    found = session.get(Reaction, (c.id, message.ts, name, ME))
    if found is None:
        raise fail("no_reaction")
    session.delete(found)
    session.commit()
    return {"ok": True}


def get(session: Session, *, channel: Any = None, timestamp: Any = None, **_: Any) -> Any:
    c = channel_row(session, channel)
    message = message_row(session, c, timestamp)
    return {"ok": True, "type": "message", "channel": c.id, "message": message_resource(session, message)}
