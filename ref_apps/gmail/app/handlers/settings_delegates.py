"""users.settings.delegates: create, get, list, delete."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import ApiError, bad_request, not_found
from ..models import Delegate


def _resource(d: Delegate) -> dict[str, Any]:
    return {"delegateEmail": d.delegate_email, "verificationStatus": d.verification_status}


def _get(session: Session, email: str) -> Delegate:
    d = session.get(Delegate, email)
    if d is None:
        raise not_found()
    return d


def list_(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return {"delegates": [_resource(d) for d in session.scalars(select(Delegate).order_by(Delegate.delegate_email))]}


def get(session: Session, *, userId: str, delegateEmail: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _resource(_get(session, delegateEmail))


def create(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    box = mb.check_user(session, userId)
    email = (body or {}).get("delegateEmail")
    if not email or "@" not in email or email == box.email_address:
        raise bad_request("Invalid delegate")
    if session.get(Delegate, email):
        raise ApiError(409, "Delegate already exists")
    d = Delegate(delegate_email=email, verification_status="pending")
    session.add(d)
    session.commit()
    return _resource(d)


def delete(session: Session, *, userId: str, delegateEmail: str, **_: Any) -> None:
    mb.check_user(session, userId)
    session.delete(_get(session, delegateEmail))
    session.commit()
