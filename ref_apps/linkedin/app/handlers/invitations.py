"""Invitations: send one, see pending ones on both sides, accept or ignore what was received, withdraw what was sent."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Connection, Invitation, User
from ..store import ME, connection_between, invalid, member, new_id, not_found, pending_between, summary


def resource(session: Session, row: Invitation) -> dict[str, Any]:
    sender, recipient = session.get(User, row.from_id), session.get(User, row.to_id)
    assert sender is not None and recipient is not None
    return {
        "id": row.id,
        "from": summary(sender),
        "to": summary(recipient),
        "message": row.message,
        "status": row.status,
        "created_at": row.created_at,
    }


def send(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    to = body.get("to")
    if not isinstance(to, str) or not to:
        raise invalid("to is required")
    member(session, to)
    if to == ME:
        raise invalid("You cannot invite yourself")
    if connection_between(session, ME, to):
        raise ApiError(409, "You are already connected")
    if pending_between(session, ME, to) or pending_between(session, to, ME):
        raise ApiError(409, "An invitation is already pending")
    message = body.get("message") or ""
    if not isinstance(message, str):  # the brief states no maximum: long text is stored verbatim
        raise invalid("message must be text")
    row = Invitation(id=new_id(session, "i"), from_id=ME, to_id=to, message=message, status="pending", created_at=iso_now())
    session.add(row)
    session.commit()
    return resource(session, row)


def _pending(session: Session, column: Any) -> Any:
    rows = session.scalars(select(Invitation).where(column == ME, Invitation.status == "pending").order_by(Invitation.id))
    return {"invitations": [resource(session, r) for r in rows]}


def received(session: Session, **_: Any) -> Any:
    return _pending(session, Invitation.to_id)


def sent(session: Session, **_: Any) -> Any:
    return _pending(session, Invitation.from_id)


def _act(session: Session, invitation_id: str, side: str) -> Invitation:
    """The pending invitation the signed-in member may act on from their side ('to' receives, 'from' sends)."""
    row = session.get(Invitation, invitation_id)
    if row is None or ME not in (row.from_id, row.to_id):
        raise not_found("Invitation")
    if getattr(row, f"{side}_id") != ME:
        raise ApiError(403, "Only the recipient may accept or ignore, only the sender may withdraw")
    if row.status != "pending":
        raise ApiError(409, f"The invitation is already {row.status}")
    return row


def accept(session: Session, *, invitation_id: str, **_: Any) -> Any:
    row = _act(session, invitation_id, "to")
    row.status = "accepted"
    first, second = sorted([row.from_id, row.to_id])
    session.add(Connection(id=new_id(session, "c"), user_a=first, user_b=second, created_at=iso_now()))
    session.commit()
    return resource(session, row)


def ignore(session: Session, *, invitation_id: str, **_: Any) -> Any:
    row = _act(session, invitation_id, "to")
    row.status = "ignored"
    session.commit()
    return resource(session, row)


def withdraw(session: Session, *, invitation_id: str, **_: Any) -> Any:
    row = _act(session, invitation_id, "from")
    row.status = "withdrawn"
    session.commit()
    return resource(session, row)
