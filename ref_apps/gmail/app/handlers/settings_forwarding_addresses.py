"""users.settings.forwardingAddresses: create, get, list, delete."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import ApiError, bad_request, not_found
from ..models import ForwardingAddress


def _resource(f: ForwardingAddress) -> dict[str, Any]:
    return {"forwardingEmail": f.forwarding_email, "verificationStatus": f.verification_status}


def _get(session: Session, email: str) -> ForwardingAddress:
    f = session.get(ForwardingAddress, email)
    if f is None:
        raise not_found()
    return f


def list_(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return {
        "forwardingAddresses": [
            _resource(f) for f in session.scalars(select(ForwardingAddress).order_by(ForwardingAddress.forwarding_email))
        ]
    }


def get(session: Session, *, userId: str, forwardingEmail: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _resource(_get(session, forwardingEmail))


def create(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    email = (body or {}).get("forwardingEmail")
    if not email or "@" not in email:
        raise bad_request("Invalid forwardingEmail")
    if session.get(ForwardingAddress, email):
        raise ApiError(409, "Forwarding address already exists")
    f = ForwardingAddress(forwarding_email=email, verification_status="pending")
    session.add(f)
    session.commit()
    return _resource(f)


def delete(session: Session, *, userId: str, forwardingEmail: str, **_: Any) -> None:
    mb.check_user(session, userId)
    session.delete(_get(session, forwardingEmail))
    session.commit()
