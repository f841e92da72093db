"""Messaging: conversations with the latest first and their unread counts; reading one; sending a message."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Conversation, Message, User
from ..store import ME, new_id, not_found, summary, text_of


def _conversation(session: Session, conversation_id: str) -> Conversation:
    row = session.get(Conversation, conversation_id)
    if row is None:
        raise not_found("Conversation")
    return row


def _messages(session: Session, conversation_id: str) -> list[Message]:
    stmt = select(Message).where(Message.conversation_id == conversation_id).order_by(Message.sent_at, Message.id)
    return list(session.scalars(stmt))


def _message(m: Message) -> dict[str, Any]:
    return {"id": m.id, "sender_id": m.sender_id, "text": m.text, "sent_at": m.sent_at, "read": m.read}


def _summary(session: Session, row: Conversation) -> dict[str, Any]:
    messages = _messages(session, row.id)
    other = session.get(User, row.participant_id)
    assert other is not None
    last = messages[-1] if messages else None
    return {
        "id": row.id,
        "participant": summary(other),
        "last_message": _message(last) if last else None,
        "unread_count": sum(1 for m in messages if m.sender_id != ME and not m.read),
    }


def conversations(session: Session, **_: Any) -> Any:
    items = [_summary(session, c) for c in session.scalars(select(Conversation))]
    items.sort(key=lambda c: (c["last_message"] or {}).get("sent_at", ""), reverse=True)
    return {"unread_total": sum(c["unread_count"] for c in items), "conversations": items}


def open_(session: Session, *, conversation_id: str, **_: Any) -> Any:
    row = _conversation(session, conversation_id)
    return {**_summary(session, row), "messages": [_message(m) for m in _messages(session, row.id)]}


def mark_read(session: Session, *, conversation_id: str, **_: Any) -> Any:
    row = _conversation(session, conversation_id)
    for m in _messages(session, row.id):
        if m.sender_id != ME and not m.read:
            m.read = True
    session.commit()
    return _summary(session, row)


def send(session: Session, *, conversation_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    row = _conversation(session, conversation_id)
    message = Message(
        id=new_id(session, "m"), conversation_id=row.id, sender_id=ME, text=text_of(body), sent_at=iso_now(), read=True
    )
    session.add(message)
    session.commit()
    return _message(message)
