"""Channels: listing, creating, membership, archiving, naming; history and threads."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit import clock
from ..models import Channel, Member, Message
from ..store import (
    ME,
    channel_resource,
    channel_row,
    check_name,
    fail,
    flag,
    is_member,
    message_resource,
    message_row,
    page,
    user_row,
)


def _args(body: dict[str, Any] | None) -> dict[str, Any]:
    if body is not None and not isinstance(body, dict):
        raise fail("invalid_arguments")
    return body or {}


def list_(
    session: Session, *, exclude_archived: Any = None, types: str | None = None, limit: Any = None, cursor: Any = None, **_: Any
) -> Any:
    wanted = set((types or "public_channel").split(","))
    rows = []
    for c in session.scalars(select(Channel).order_by(Channel.name)):
        kind = "private_channel" if c.is_private else "public_channel"
        if kind not in wanted or (c.is_private and not is_member(session, c.id)):
            continue
        if c.is_archived and flag(exclude_archived):
            continue
        rows.append(c)
    chunk, next_cursor = page(rows, limit, cursor)
    return {
        "ok": True,
        "channels": [channel_resource(session, c) for c in chunk],
        "response_metadata": {"next_cursor": next_cursor},
    }


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    name = check_name(session, args.get("name"))
    taken = {c for c in session.scalars(select(Channel.id))}
    number = len(taken) + 1
    while f"C{number:02d}{name.upper()[:8]}" in taken:
        number += 1
    channel = Channel(
        id=f"C{number:02d}{name.upper().replace('-', '')[:8]}",
        name=name,
        is_private=flag(args.get("is_private")),
        is_archived=False,
        topic="",
        purpose="",
        creator=ME,
        created=int(clock.now().timestamp()),
    )
    session.add(channel)
    session.flush()
    session.add(Member(channel_id=channel.id, user_id=ME))
    session.commit()
    return {"ok": True, "channel": channel_resource(session, channel)}


def info(session: Session, *, channel: Any = None, **_: Any) -> Any:
    return {"ok": True, "channel": channel_resource(session, channel_row(session, channel))}


def _readable(session: Session, channel: Any) -> Channel:
    return channel_row(session, channel)


def _window(rows: list[Message], latest: Any, oldest: Any, inclusive: Any) -> list[Message]:
    def after(ts: str, bound: str) -> bool:
        return float(ts) >= float(bound) if flag(inclusive) else float(ts) > float(bound)

    def before(ts: str, bound: str) -> bool:
        return float(ts) <= float(bound) if flag(inclusive) else float(ts) < float(bound)

    return [m for m in rows if (not oldest or after(m.ts, str(oldest))) and (not latest or before(m.ts, str(latest)))]


def history(
    session: Session,
    *,
    channel: Any = None,
    latest: Any = None,
    oldest: Any = None,
    inclusive: Any = None,
    limit: Any = None,
    cursor: Any = None,
    **_: Any,
) -> Any:
    c = _readable(session, channel)
    rows = list(session.scalars(select(Message).where(Message.channel_id == c.id)))
    rows = [m for m in rows if m.thread_ts in (None, m.ts) or m.reply_broadcast]
    rows = _window(rows, latest, oldest, inclusive)
    rows.sort(key=lambda m: float(m.ts), reverse=True)
    chunk, next_cursor = page(rows, limit, cursor)
    return {
        "ok": True,
        "messages": [message_resource(session, m) for m in chunk],
        "has_more": bool(next_cursor),
        "response_metadata": {"next_cursor": next_cursor},
    }


def replies(session: Session, *, channel: Any = None, ts: Any = None, limit: Any = None, cursor: Any = None, **_: Any) -> Any:
    c = _readable(session, channel)
    parent = message_row(session, c, ts)
    if parent.thread_ts not in (None, parent.ts):
        parent = message_row(session, c, parent.thread_ts)
    rows = [parent] + sorted(
        session.scalars(
            select(Message).where(Message.channel_id == c.id, Message.thread_ts == parent.ts, Message.ts != parent.ts)
        ),
        key=lambda m: float(m.ts),
    )
    chunk, next_cursor = page(rows, limit, cursor)
    return {
        "ok": True,
        "messages": [message_resource(session, m) for m in chunk],
        "has_more": bool(next_cursor),
        "response_metadata": {"next_cursor": next_cursor},
    }


def invite(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    if c.is_archived:
        raise fail("is_archived")
    if not is_member(session, c.id):
        raise fail("not_in_channel")
    users = [u for u in str(args.get("users") or "").split(",") if u]
    if not users:
        raise fail("no_user")
    for u in users:
        user_row(session, u)
    new = [u for u in users if not is_member(session, c.id, u)]
    if not new:
        raise fail("already_in_channel")
    for u in new:
        session.add(Member(channel_id=c.id, user_id=u))
    session.commit()
    return {"ok": True, "channel": channel_resource(session, c)}


def join(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c = channel_row(session, _args(body).get("channel"))
    if c.is_private:
        raise fail("method_not_supported_for_channel_type")
    if c.is_archived:
        raise fail("is_archived")
    already = is_member(session, c.id)
    if not already:
        session.add(Member(channel_id=c.id, user_id=ME))
        session.commit()
    out: dict[str, Any] = {"ok": True, "channel": channel_resource(session, c)}
    if already:
        out["warning"] = "already_in_channel"
    return out


def leave(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c = channel_row(session, _args(body).get("channel"))
    if c.is_archived:
        raise fail("is_archived")
    link = session.get(Member, (c.id, ME))
    if link is None:
        return {"ok": False, "not_in_channel": True}
    session.delete(link)
    session.commit()
    return {"ok": True}


def kick(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    user = user_row(session, args.get("user"))
    if user.id == ME:
        raise fail("cant_kick_self")
    link = session.get(Member, (c.id, user.id))
    if link is None:
        raise fail("not_in_channel")
    session.delete(link)
    session.commit()
    return {"ok": True}


def members(session: Session, *, channel: Any = None, limit: Any = None, cursor: Any = None, **_: Any) -> Any:
    c = channel_row(session, channel)
    ids = list(session.scalars(select(Member.user_id).where(Member.channel_id == c.id).order_by(Member.user_id)))
    chunk, next_cursor = page(ids, limit, cursor)
    return {"ok": True, "members": chunk, "response_metadata": {"next_cursor": next_cursor}}


def archive(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    c = channel_row(session, _args(body).get("channel"))
    if c.is_archived:
        raise fail("already_archived")
    if c.name == "general":
        raise fail("cant_archive_general")
    c.is_archived = True
    session.commit()
    return {"ok": True}


def rename(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    if c.is_archived:
        raise fail("is_archived")
    c.name = check_name(session, args.get("name"))
    session.commit()
    return {"ok": True, "channel": channel_resource(session, c)}


def set_topic(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    args = _args(body)
    c = channel_row(session, args.get("channel"))
    if c.is_archived:
        raise fail("is_archived")
    if not is_member(session, c.id):
        raise fail("not_in_channel")
    topic = str(args.get("topic") or "")
    if len(topic) > 250:
        raise fail("too_long")
    c.topic = topic
    session.commit()
    return {"ok": True, "channel": channel_resource(session, c)}
