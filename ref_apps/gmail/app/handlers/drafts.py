"""users.drafts: list, get, create, update, send, delete."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import bad_request, not_found
from ..mime import parse_raw
from ..models import Attachment, Draft
from .messages import deliver_sent


def _get(session: Session, draft_id: str) -> Draft:
    d = session.get(Draft, draft_id)
    if d is None:
        raise not_found()
    return d


def _message_fields(body: dict[str, Any] | None) -> tuple[dict[str, Any], str | None]:
    message = (body or {}).get("message") or {}
    if not message.get("raw"):
        raise bad_request("Message is required")
    return parse_raw(message["raw"]), message.get("threadId")


def _resource(session: Session, d: Draft, fmt: str = "minimal") -> dict[str, Any]:
    return {"id": d.id, "message": mb.resource(session, mb.get_message(session, d.message_id), fmt)}


def list_(
    session: Session,
    *,
    userId: str,
    q: str | None = None,
    maxResults: int | None = None,
    pageToken: str | None = None,
    includeSpamTrash: bool | None = None,
    **_: Any,
) -> dict[str, Any]:
    mb.check_user(session, userId)
    drafts = {d.message_id: d for d in session.scalars(select(Draft))}
    matching = [m for m in mb.search_messages(session, q, ["DRAFT"], includeSpamTrash) if m.id in drafts]
    chunk, token = mb.page(matching, maxResults, pageToken)
    out: dict[str, Any] = {"resultSizeEstimate": len(matching)}
    if chunk:
        out["drafts"] = [{"id": drafts[m.id].id, "message": {"id": m.id, "threadId": m.thread_id}} for m in chunk]
    if token:
        out["nextPageToken"] = token
    return out


def get(session: Session, *, userId: str, id: str, format: str | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _resource(session, _get(session, id), format or "full")


def create(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    fields, thread_id = _message_fields(body)
    m = mb.create_message(session, fields, ["DRAFT"], thread_id)
    box = mb.mailbox(session)
    box.next_id += 1
    d = Draft(id=f"r-{box.next_id:018d}", message_id=m.id)
    session.add(d)
    session.commit()
    return _resource(session, d)


def update(session: Session, *, userId: str, id: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    d = _get(session, id)
    fields, _thread = _message_fields(body)
    m = mb.get_message(session, d.message_id)
    for a in session.scalars(select(Attachment).where(Attachment.message_id == m.id)):
        session.delete(a)
    for i, a in enumerate(fields.pop("attachments")):
        session.add(Attachment(id=f"ANGj{m.id}{i:03d}", message_id=m.id, **a))
    for key, value in fields.items():
        if key != "message_id_header" or value:
            setattr(m, key, value)
    mb.record(session, "messageAdded", m, m.label_ids)
    session.commit()
    return _resource(session, d)


def send(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    """Send an existing draft (its stored content, or the content in the request), then drop the draft."""
    mb.check_user(session, userId)
    body = body or {}
    if not body.get("id"):
        raise bad_request("Draft id is required")
    d = _get(session, body["id"])
    m = mb.get_message(session, d.message_id)
    if (body.get("message") or {}).get("raw"):
        update(session, userId=userId, id=d.id, body=body)
    session.delete(d)
    atts = [{"filename": a.filename, "mime_type": a.mime_type, "data": a.data} for a in mb.attachments_of(session, m.id)]
    fields = {
        k: getattr(m, k)
        for k in (
            "from_addr",
            "to_addrs",
            "cc_addrs",
            "bcc_addrs",
            "subject",
            "body",
            "message_id_header",
            "in_reply_to",
            "references_header",
        )
    }
    thread_id = m.thread_id if m.thread_id != m.id else None
    mb.delete_message(session, m)
    sent = deliver_sent(session, {**fields, "message_id_header": "", "attachments": atts}, thread_id)
    session.commit()
    return {"id": sent.id, "threadId": sent.thread_id, "labelIds": sent.label_ids}


def delete(session: Session, *, userId: str, id: str, **_: Any) -> None:
    mb.check_user(session, userId)
    d = _get(session, id)
    mb.delete_message(session, mb.get_message(session, d.message_id))
    session.commit()
