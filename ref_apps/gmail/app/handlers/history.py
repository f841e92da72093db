"""users.history.list: the changes since a history id."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import bad_request, not_found
from ..models import History, Message

KEYS = {
    "messageAdded": "messagesAdded",
    "messageDeleted": "messagesDeleted",
    "labelAdded": "labelsAdded",
    "labelRemoved": "labelsRemoved",
}


def list_(
    session: Session,
    *,
    userId: str,
    startHistoryId: str | None = None,
    labelId: str | None = None,
    historyTypes: Any = None,
    maxResults: int | None = None,
    pageToken: str | None = None,
    **_: Any,
) -> dict[str, Any]:
    box = mb.check_user(session, userId)
    if not startHistoryId or not str(startHistoryId).isdigit():
        raise bad_request("startHistoryId is required")
    start = int(startHistoryId)
    if start > box.history_id:
        raise not_found()
    rows = list(session.scalars(select(History).where(History.id > start).order_by(History.id)))
    types = set(historyTypes or [])
    records = []
    for h in rows:
        if types and h.type not in types:
            continue
        m = session.get(Message, h.message_id)
        labels = list(m.label_ids) if m else []
        if labelId and labelId not in labels and labelId not in h.label_ids:
            continue
        ref = {"id": h.message_id, "threadId": h.thread_id}
        entry: dict[str, Any] = {"message": {**ref, "labelIds": labels}}
        if h.type in ("labelAdded", "labelRemoved"):
            entry["labelIds"] = list(h.label_ids)
        records.append({"id": str(h.id), "messages": [ref], KEYS[h.type]: [entry]})
    chunk, token = mb.page(records, maxResults, pageToken)
    out: dict[str, Any] = {"historyId": str(box.history_id)}
    if chunk:
        out["history"] = chunk
    if token:
        out["nextPageToken"] = token
    return out
