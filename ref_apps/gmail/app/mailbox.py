"""Mailbox operations shared by the handlers: ids, history, labels, filters, message resources (the 'crud')."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from . import mime, search
from .errors import ApiError, bad_request, not_found
from .models import Attachment, Draft, Filter, History, Label, Mailbox, Message, Thread

SYSTEM_UNMODIFIABLE = {"DRAFT", "SENT", "CHAT"}


def mailbox(session: Session) -> Mailbox:
    box = session.scalars(select(Mailbox)).first()
    if box is None:
        raise ApiError(500, "Mailbox not initialised: POST /api/reset first")
    return box


def check_user(session: Session, user_id: str) -> Mailbox:
    box = mailbox(session)
    if user_id not in ("me", box.email_address):
        raise ApiError(403, f"Delegation denied for {box.email_address}")
    return box


def user_param(session: Session, params: dict[str, Any]) -> dict[str, Any]:
    """The kit CRUD's resolve hook: refuse any userId but the mailbox's own, add no parameters."""
    check_user(session, params.get("userId"))
    return {}


def new_id(session: Session) -> str:
    box = mailbox(session)
    box.next_id += 1
    return f"1a{box.next_id:014x}"


def record(session: Session, kind: str, message: Message, label_ids: list[str] | None = None) -> None:
    """Advance the history id and log one change, as history.list reports it."""
    box = mailbox(session)
    box.history_id += 1
    session.add(
        History(
            id=box.history_id, type=kind, message_id=message.id, thread_id=message.thread_id, label_ids=sorted(label_ids or [])
        )
    )
    message.history_id = box.history_id
    thread = session.get(Thread, message.thread_id)
    if thread is not None:
        thread.history_id = box.history_id


def label_names(session: Session) -> dict[str, str]:
    return {lab.id: lab.name for lab in session.scalars(select(Label))}


def check_labels(session: Session, ids: list[str] | None) -> list[str]:
    ids = list(ids or [])
    known = label_names(session)
    for lid in ids:
        if lid not in known:
            raise bad_request(f"Invalid label: {lid}")
    return ids


def get_message(session: Session, message_id: str) -> Message:
    m = session.get(Message, message_id)
    if m is None:
        raise not_found()
    return m


def attachments_of(session: Session, message_id: str) -> list[Attachment]:
    return list(session.scalars(select(Attachment).where(Attachment.message_id == message_id).order_by(Attachment.id)))


def modify_labels(session: Session, m: Message, add: list[str] | None, remove: list[str] | None) -> None:
    add, remove = check_labels(session, add), check_labels(session, remove)
    current = set(m.label_ids)
    added = sorted(set(add) - current)
    removed = sorted(current & set(remove) - set(add))
    if not added and not removed:
        return
    m.label_ids = sorted((current | set(added)) - set(removed))
    if added:
        record(session, "labelAdded", m, added)
    if removed:
        record(session, "labelRemoved", m, removed)


def resource(session: Session, m: Message, fmt: str = "full", metadata_headers: list[str] | None = None) -> dict[str, Any]:
    """The Message resource in one of the formats full, metadata, minimal, raw."""
    atts = attachments_of(session, m.id)
    out: dict[str, Any] = {
        "id": m.id,
        "threadId": m.thread_id,
        "labelIds": list(m.label_ids),
        "snippet": snippet(m),
        "sizeEstimate": mime.size_estimate(m, atts),
        "historyId": str(m.history_id),
        "internalDate": str(m.internal_date),
    }
    if fmt == "full":
        out["payload"] = mime.payload(m, atts)
    elif fmt == "metadata":
        out["payload"] = mime.payload(m, atts, metadata_headers, metadata_only=True)
    elif fmt == "raw":
        out["raw"] = mime.raw(m, atts)
    elif fmt != "minimal":
        raise bad_request(f"Invalid format: {fmt}")
    return out


def snippet(m: Message) -> str:
    return " ".join(m.body.split())[:100]


def newest_first(messages: list[Any]) -> list[Any]:
    return sorted(messages, key=lambda m: (m.internal_date, m.id), reverse=True)


def search_messages(session: Session, q: str | None, label_ids: list[str] | None, include_spam_trash: bool | None) -> list[Any]:
    """Messages matching q and every label id, newest first; spam and trash excluded unless asked for.

    Without q only ids, threads, labels and dates are needed, so rows are read as plain tuples (no ORM objects).
    """
    query = search.parse(q)
    wanted = set(label_ids or [])
    skip_spam_trash = not include_spam_trash and not query.reaches_spam_or_trash() and not (wanted & {"SPAM", "TRASH"})

    def keep(labels: list[str]) -> bool:
        return not (skip_spam_trash and set(labels) & {"SPAM", "TRASH"}) and wanted <= set(labels)

    if not query.clauses:
        rows = session.execute(select(Message.id, Message.thread_id, Message.label_ids, Message.internal_date)).all()
        return newest_first([r for r in rows if keep(r.label_ids)])
    names = label_names(session)
    all_atts: dict[str, list[Attachment]] = {}
    for a in session.scalars(select(Attachment).order_by(Attachment.id)):
        all_atts.setdefault(a.message_id, []).append(a)
    found = [
        m
        for m in session.scalars(select(Message))
        if keep(m.label_ids) and search.matches(query, m, all_atts.get(m.id, []), names, clock.now())
    ]
    return newest_first(found)


def page(
    items: list[Any], max_results: int | None, page_token: str | None, default: int = 100, cap: int = 500
) -> tuple[list[Any], str | None]:
    size = min(max(int(max_results or default), 1), cap)
    try:
        start = int(page_token) if page_token else 0
    except ValueError as exc:
        raise bad_request("Invalid pageToken") from exc
    if start < 0:
        raise bad_request("Invalid pageToken")
    chunk = items[start : start + size]
    return chunk, (str(start + size) if start + size < len(items) else None)


def ensure_thread(session: Session, thread_id: str | None, message_id: str) -> str:
    if thread_id:
        if session.get(Thread, thread_id) is None:
            raise not_found()
        return thread_id
    session.add(Thread(id=message_id, history_id=0))
    session.flush()
    return message_id


def create_message(session: Session, fields: dict[str, Any], label_ids: list[str], thread_id: str | None) -> Message:
    """Store a message (and its attachments) in a thread, logging messageAdded."""
    mid = new_id(session)
    box = mailbox(session)
    tid = ensure_thread(session, thread_id, mid)
    attachments = fields.pop("attachments", [])
    if not fields.get("message_id_header"):
        fields["message_id_header"] = f"<{mid}@mail.example.com>"
    m = Message(
        id=mid,
        thread_id=tid,
        label_ids=sorted(set(label_ids)),
        history_id=box.history_id,
        internal_date=clock.now_ms() + box.next_id * 1000,
        trashed_labels=[],
        **fields,
    )
    session.add(m)
    session.flush()  # the message row first: its attachments' foreign key names it
    for i, a in enumerate(attachments):
        session.add(Attachment(id=f"ANGj{mid}{i:03d}", message_id=mid, **a))
    session.flush()
    record(session, "messageAdded", m, m.label_ids)
    return m


def filter_matches(criteria: dict[str, Any], m: Message, session: Session) -> bool:
    parts = []
    for key, op in (("from", "from"), ("to", "to"), ("subject", "subject")):
        if criteria.get(key):
            parts.append(f'{op}:"{criteria[key]}"' if " " in criteria[key] else f"{op}:{criteria[key]}")
    if criteria.get("query"):
        parts.append(criteria["query"])
    if criteria.get("negatedQuery"):
        parts += [f"-{w}" for w in criteria["negatedQuery"].split()]
    if criteria.get("hasAttachment"):
        parts.append("has:attachment")
    if not parts:
        return False
    query = search.parse(" ".join(parts))
    return search.matches(query, m, attachments_of(session, m.id), label_names(session), clock.now())


def apply_filters(session: Session, m: Message) -> None:
    """Run every saved filter on a newly arrived message, in id order."""
    for f in session.scalars(select(Filter).order_by(Filter.id)):
        if filter_matches(f.criteria, m, session):
            action = f.action or {}
            modify_labels(session, m, action.get("addLabelIds"), action.get("removeLabelIds"))


def delete_message(session: Session, m: Message) -> None:
    record(session, "messageDeleted", m)
    for a in attachments_of(session, m.id):
        session.delete(a)
    for d in session.scalars(select(Draft).where(Draft.message_id == m.id)):
        session.delete(d)
    thread_id = m.thread_id
    session.delete(m)
    session.flush()
    if session.scalars(select(Message).where(Message.thread_id == thread_id)).first() is None:
        thread = session.get(Thread, thread_id)
        if thread is not None:
            session.delete(thread)


def trash(session: Session, m: Message) -> None:
    if "TRASH" in m.label_ids:
        return
    removed = [x for x in m.label_ids if x == "INBOX"]
    m.trashed_labels = removed
    modify_labels(session, m, ["TRASH"], removed)


def untrash(session: Session, m: Message) -> None:
    if "TRASH" not in m.label_ids:
        return
    restore = list(m.trashed_labels or [])
    m.trashed_labels = []
    modify_labels(session, m, restore, ["TRASH"])


def thread_messages(session: Session, thread_id: str) -> list[Message]:
    messages = list(session.scalars(select(Message).where(Message.thread_id == thread_id)))
    if not messages:
        raise not_found()
    return sorted(messages, key=lambda m: (m.internal_date, m.id))
