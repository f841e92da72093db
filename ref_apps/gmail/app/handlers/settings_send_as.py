"""users.settings.sendAs: create, get, list, patch, update, delete, verify."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import ApiError, bad_request, not_found
from ..models import SendAs

FIELDS = {
    "displayName": "display_name",
    "replyToAddress": "reply_to_address",
    "signature": "signature",
    "isDefault": "is_default",
    "treatAsAlias": "treat_as_alias",
}


def _resource(s: SendAs) -> dict[str, Any]:
    return {
        "sendAsEmail": s.send_as_email,
        "displayName": s.display_name,
        "replyToAddress": s.reply_to_address,
        "signature": s.signature,
        "isPrimary": s.is_primary,
        "isDefault": s.is_default,
        "treatAsAlias": s.treat_as_alias,
        "verificationStatus": s.verification_status,
    }


def _get(session: Session, email: str) -> SendAs:
    s = session.get(SendAs, email)
    if s is None:
        raise not_found()
    return s


def _apply(session: Session, s: SendAs, body: dict[str, Any]) -> None:
    for api, column in FIELDS.items():
        if api in body:
            setattr(s, column, body[api])
    if body.get("isDefault"):
        for other in session.scalars(select(SendAs)):
            if other.send_as_email != s.send_as_email:
                other.is_default = False


def list_(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return {"sendAs": [_resource(s) for s in session.scalars(select(SendAs).order_by(SendAs.send_as_email))]}


def get(session: Session, *, userId: str, sendAsEmail: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    return _resource(_get(session, sendAsEmail))


def create(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    body = body or {}
    email = body.get("sendAsEmail")
    if not email or "@" not in email:
        raise bad_request("Invalid sendAsEmail")
    if session.get(SendAs, email):
        raise ApiError(409, "Send-as alias already exists")
    s = SendAs(
        send_as_email=email,
        display_name="",
        reply_to_address="",
        signature="",
        is_primary=False,
        is_default=False,
        treat_as_alias=True,
        verification_status="pending",
    )
    session.add(s)
    _apply(session, s, body)
    session.commit()
    return _resource(s)


def patch(session: Session, *, userId: str, sendAsEmail: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    s = _get(session, sendAsEmail)
    _apply(session, s, body or {})
    session.commit()
    return _resource(s)


def update(session: Session, *, userId: str, sendAsEmail: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    s = _get(session, sendAsEmail)
    s.display_name, s.reply_to_address, s.signature = "", "", ""
    _apply(session, s, body or {})
    session.commit()
    return _resource(s)


def delete(session: Session, *, userId: str, sendAsEmail: str, **_: Any) -> None:
    mb.check_user(session, userId)
    s = _get(session, sendAsEmail)
    if s.is_primary:
        raise bad_request("The primary send-as address cannot be deleted")
    session.delete(s)
    session.commit()


def verify(session: Session, *, userId: str, sendAsEmail: str, **_: Any) -> None:
    mb.check_user(session, userId)
    s = _get(session, sendAsEmail)
    if s.verification_status == "accepted":
        raise bad_request("Send-as address is already verified")
    s.verification_status = "pending"
    session.commit()
