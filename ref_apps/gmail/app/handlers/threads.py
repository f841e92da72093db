"""users.threads: list, get, modify, trash, untrash, delete."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..models import Thread


def _summary(session: Session, thread_id: str) -> dict[str, Any]:
    messages = mb.thread_messages(session, thread_id)
    thread = session.get(Thread, thread_id)
    return {"id": thread_id, "snippet": mb.snippet(messages[-1]), "historyId": str(thread.history_id if thread else 0)}


def list_(
    session: Session,
    *,
    userId: str,
    q: str | None = None,
    labelIds: Any = None,
    maxResults: int | None = None,
    pageToken: str | None = None,
    includeSpamTrash: bool | None = None,
    **_: Any,
) -> dict[str, Any]:
    mb.check_user(session, userId)
    seen: dict[str, None] = {}
    for m in mb.search_messages(session, q, labelIds, includeSpamTrash):
        seen.setdefault(m.thread_id, None)
    ids = [*seen]
    chunk, token = mb.page(ids, maxResults, pageToken)
    out: dict[str, Any] = {"resultSizeEstimate": len(ids)}
    if chunk:
        out["threads"] = [_summary(session, t) for t in chunk]
    if token:
        out["nextPageToken"] = token
    return out


def get(
    session: Session, *, userId: str, id: str, format: str | None = None, metadataHeaders: Any = None, **_: Any
) -> dict[str, Any]:
    mb.check_user(session, userId)
    messages = mb.thread_messages(session, id)
    thread = session.get(Thread, id)
    return {
        "id": id,
        "historyId": str(thread.history_id if thread else 0),
        "messages": [mb.resource(session, m, format or "full", metadataHeaders) for m in messages],
    }


def _each(session: Session, userId: str, id: str, action: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    for m in mb.thread_messages(session, id):
        action(m)
    session.commit()
    return get(session, userId=userId, id=id, format="minimal")


def modify(session: Session, *, userId: str, id: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    body = body or {}
    return _each(session, userId, id, lambda m: mb.modify_labels(session, m, body.get("addLabelIds"), body.get("removeLabelIds")))


def trash(session: Session, *, userId: str, id: str, **_: Any) -> dict[str, Any]:
    return _each(session, userId, id, lambda m: mb.trash(session, m))


def untrash(session: Session, *, userId: str, id: str, **_: Any) -> dict[str, Any]:
    return _each(session, userId, id, lambda m: mb.untrash(session, m))


def delete(session: Session, *, userId: str, id: str, **_: Any) -> None:
    mb.check_user(session, userId)
    for m in mb.thread_messages(session, id):
        mb.delete_message(session, m)
    session.commit()
