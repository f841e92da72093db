"""users.labels: list, get, create, update, patch, delete (with message and thread counts)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import ApiError, bad_request, not_found
from ..models import Label, Message

FIELDS = {"messageListVisibility": "message_list_visibility", "labelListVisibility": "label_list_visibility", "color": "color"}


def _resource(label: Label) -> dict[str, Any]:
    out: dict[str, Any] = {"id": label.id, "name": label.name, "type": label.type}
    for api, column in FIELDS.items():
        value = getattr(label, column)
        if value is not None:
            out[api] = value
    return out


def _get(session: Session, label_id: str) -> Label:
    label = session.get(Label, label_id)
    if label is None:
        raise not_found()
    return label


def _with_counts(session: Session, label: Label) -> dict[str, Any]:
    # Two columns, no ORM objects: the sidebar asks for these counts on every render.
    rows = session.execute(select(Message.thread_id, Message.label_ids)).all()
    messages = [r for r in rows if label.id in r.label_ids]
    unread = [m for m in messages if "UNREAD" in m.label_ids]
    return {
        **_resource(label),
        "messagesTotal": len(messages),
        "messagesUnread": len(unread),
        "threadsTotal": len({m.thread_id for m in messages}),
        "threadsUnread": len({m.thread_id for m in unread}),
    }


def list_(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return {"labels": [_resource(x) for x in session.scalars(select(Label).order_by(Label.id))]}


def get(session: Session, *, userId: str, id: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _with_counts(session, _get(session, id))


def _check_name(session: Session, name: Any, except_id: str | None = None) -> str:
    if not isinstance(name, str) or not name.strip():
        raise bad_request("Invalid label name")
    for other in session.scalars(select(Label)):
        if other.name.lower() == name.strip().lower() and other.id != except_id:
            raise ApiError(409, "Label name exists or conflicts")
    return name.strip()


def _apply(label: Label, body: dict[str, Any]) -> None:
    for api, column in FIELDS.items():
        if api in body:
            setattr(label, column, body[api])


def create(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    body = body or {}
    name = _check_name(session, body.get("name"))
    box = mb.mailbox(session)
    box.next_id += 1
    label = Label(
        id=f"Label_{100 + box.next_id}",
        name=name,
        type="user",
        message_list_visibility="show",
        label_list_visibility="labelShow",
        color=None,
    )
    _apply(label, body)
    session.add(label)
    session.commit()
    return _resource(label)


def _editable(session: Session, label_id: str) -> Label:
    label = _get(session, label_id)
    if label.type == "system":
        raise bad_request("Invalid label: system labels cannot be modified")
    return label


def update(session: Session, *, userId: str, id: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    label, body = _editable(session, id), body or {}
    label.name = _check_name(session, body.get("name"), except_id=id)
    label.message_list_visibility = label.label_list_visibility = label.color = None
    _apply(label, body)
    session.commit()
    return _resource(label)


def patch(session: Session, *, userId: str, id: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    label, body = _editable(session, id), body or {}
    if "name" in body:
        label.name = _check_name(session, body["name"], except_id=id)
    _apply(label, body)
    session.commit()
    return _resource(label)


def delete(session: Session, *, userId: str, id: str, **_: Any) -> None:
    mb.check_user(session, userId)
    label = _editable(session, id)
    for m in session.scalars(select(Message)):
        if id in m.label_ids:
            m.label_ids = [x for x in m.label_ids if x != id]
            mb.record(session, "labelRemoved", m, [id])
    session.delete(label)
    session.commit()
