"""users.messages: list, get, send, insert, import, modify, batchModify, trash, untrash, delete, batchDelete."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import bad_request
from ..mime import addresses, parse_raw


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
    found = mb.search_messages(session, q, labelIds, includeSpamTrash)
    chunk, token = mb.page(found, maxResults, pageToken)
    out: dict[str, Any] = {"resultSizeEstimate": len(found)}
    if chunk:
        out["messages"] = [{"id": m.id, "threadId": m.thread_id} for m in chunk]
    if token:
        out["nextPageToken"] = token
    return out


def get(
    session: Session, *, userId: str, id: str, format: str | None = None, metadataHeaders: Any = None, **_: Any
) -> dict[str, Any]:
    mb.check_user(session, userId)
    return mb.resource(session, mb.get_message(session, id), format or "full", metadataHeaders)


def _raw_fields(body: dict[str, Any] | None) -> dict[str, Any]:
    if not body or not body.get("raw"):
        raise bad_request("Recipient address required" if body else "'raw' RFC822 payload message string is required")
    return parse_raw(body["raw"])


def deliver_sent(session: Session, fields: dict[str, Any], thread_id: str | None) -> Any:
    """Store an outgoing message as SENT; a copy addressed to oneself also lands in the inbox."""
    box = mb.mailbox(session)
    recipients = addresses(fields["to_addrs"]) + addresses(fields["cc_addrs"]) + addresses(fields["bcc_addrs"])
    if not recipients:
        raise bad_request("Invalid To header")
    if not fields["from_addr"]:
        fields["from_addr"] = f"Alex Morgan <{box.email_address}>"
    labels = ["SENT"] + (["INBOX", "UNREAD"] if box.email_address in recipients else [])
    return mb.create_message(session, fields, labels, thread_id)


def send(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    fields = _raw_fields(body)
    m = deliver_sent(session, fields, (body or {}).get("threadId"))
    session.commit()
    return {"id": m.id, "threadId": m.thread_id, "labelIds": m.label_ids}


def _receive(session: Session, body: dict[str, Any] | None, default_labels: list[str]) -> dict[str, Any]:
    fields = _raw_fields(body)
    labels = mb.check_labels(session, (body or {}).get("labelIds") or default_labels)
    m = mb.create_message(session, fields, labels, (body or {}).get("threadId"))
    mb.apply_filters(session, m)
    session.commit()
    return mb.resource(session, m, "minimal")


def insert(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _receive(session, body, [])


def import_(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _receive(session, body, ["INBOX", "UNREAD"])


def modify(session: Session, *, userId: str, id: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    m = mb.get_message(session, id)
    body = body or {}
    mb.modify_labels(session, m, body.get("addLabelIds"), body.get("removeLabelIds"))
    session.commit()
    return mb.resource(session, m, "minimal")


def batch_modify(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> None:
    mb.check_user(session, userId)
    body = body or {}
    messages = [mb.get_message(session, i) for i in body.get("ids") or []]
    with session.no_autoflush:  # one flush at the commit: a batch of hundreds of messages stays quick on PostgreSQL
        for m in messages:
            mb.modify_labels(session, m, body.get("addLabelIds"), body.get("removeLabelIds"))
    session.commit()


def trash(session: Session, *, userId: str, id: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    m = mb.get_message(session, id)
    mb.trash(session, m)
    session.commit()
    return mb.resource(session, m, "minimal")


def untrash(session: Session, *, userId: str, id: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    m = mb.get_message(session, id)
    mb.untrash(session, m)
    session.commit()
    return mb.resource(session, m, "minimal")


def delete(session: Session, *, userId: str, id: str, **_: Any) -> None:
    mb.check_user(session, userId)
    doomed = mb.get_message(session, id)
    mb.delete_message(session, doomed)
    session.commit()


def batch_delete(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> None:
    mb.check_user(session, userId)
    for i in (body or {}).get("ids") or []:
        m = mb.get_message(session, i)
        mb.delete_message(session, m)
    session.commit()
