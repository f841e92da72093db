"""chat.postMessage, chat.update, chat.delete: who may post where, threads and their counts."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete as sql_delete
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Message, Pin, Reaction
from ..store import ME, channel_row, fail, flag, is_member, message_resource, message_row, new_ts


def _args(body: dict[str, Any] | None) -> dict[str, Any]:
    if body is not None and not isinstance(body, dict):
        raise fail("invalid_arguments")
    return body or {}


def post_message(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    if c.is_archived:
        raise fail("is_archived")
    if not is_member(session, c.id):
        raise fail("not_in_channel")
    text = args.get("text")
    if not isinstance(text, str) or not text.strip():
        raise fail("no_text")
    ts = new_ts(session)
    message = Message(
        channel_id=c.id,
        ts=ts,
        user_id=ME,
        text=text,
        thread_ts=None,
        reply_count=0,
        latest_reply=None,
        reply_broadcast=False,
        edited_ts=None,
    )
    if args.get("thread_ts"):
        parent = session.get(Message, (c.id, str(args["thread_ts"])))
        if parent is None or parent.thread_ts not in (None, parent.ts):
            raise fail("thread_not_found")
        message.thread_ts = parent.thread_ts = parent.ts
        message.reply_broadcast = flag(args.get("reply_broadcast"))
        parent.reply_count += 1
        parent.latest_reply = ts
    session.add(message)
    session.commit()
    return {"ok": True, "channel": c.id, "ts": ts, "message": message_resource(session, message)}


def update(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    message = message_row(session, c, args.get("ts"))
    if message.user_id != ME:
        raise fail("cant_update_message")
    text = args.get("text")
    if not isinstance(text, str) or not text.strip():
        raise fail("no_text")
    message.text, message.edited_ts = text, new_ts(session)
    session.commit()
    return {"ok": True, "channel": c.id, "ts": message.ts, "text": text, "message": message_resource(session, message)}


def delete(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    message = message_row(session, c, args.get("ts"))
    if message.user_id != ME:
        raise fail("cant_delete_message")
    session.execute(sql_delete(Reaction).where(Reaction.channel_id == c.id, Reaction.ts == message.ts))
    session.execute(sql_delete(Pin).where(Pin.channel_id == c.id, Pin.ts == message.ts))
    if message.thread_ts and message.thread_ts != message.ts:
        parent = session.get(Message, (c.id, message.thread_ts))
        if parent is not None:
            replies = sorted(
                (
                    m.ts
                    for m in session.scalars(select(Message).where(Message.channel_id == c.id, Message.thread_ts == parent.ts))
                    if m.ts not in (parent.ts, message.ts)
                ),
                key=float,
            )
            parent.reply_count, parent.latest_reply = len(replies), (replies[-1] if replies else None)
    session.delete(message)
    session.commit()
    return {"ok": True, "channel": c.id, "ts": message.ts}
