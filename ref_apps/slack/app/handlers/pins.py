"""Pinned messages of a channel."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit import clock
from ..models import Message, Pin
from ..store import ME, channel_row, fail, message_resource, message_row


def _target(session: Session, body: dict[str, Any] | None) -> tuple[Any, Any]:
    args = body if isinstance(body, dict) else {}
    c = channel_row(session, args.get("channel"))
    return c, message_row(session, c, args.get("timestamp"))


def add(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c, message = _target(session, body)
    if session.get(Pin, (c.id, message.ts)) is not None:
        raise fail("already_pinned")
    session.add(Pin(channel_id=c.id, ts=message.ts, pinned_by=ME, created=int(clock.now().timestamp())))
    session.commit()
    return {"ok": True}


def remove(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c, message = _target(session, body)
    pin = session.get(Pin, (c.id, message.ts))
    if pin is None:
        raise fail("no_pin")
    session.delete(pin)
    session.commit()
    return {"ok": True}


def list_(session: Session, *, channel: Any = None, **_: Any) -> Any:
    c = channel_row(session, channel)
    items = []
    for pin in session.scalars(select(Pin).where(Pin.channel_id == c.id).order_by(Pin.created.desc(), Pin.ts.desc())):
        message = session.get(Message, (c.id, pin.ts))
        shown = message_resource(session, message) if message else {"type": "message", "ts": pin.ts}
        items.append({"type": "message", "channel": c.id, "created": pin.created, "created_by": pin.pinned_by, "message": shown})
    return {"ok": True, "items": items}
