"""users.settings: vacation, autoForwarding, imap, pop, language (get and update)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import bad_request
from ..models import ForwardingAddress, Setting

ALLOWED = {
    "vacation": {
        "enableAutoReply",
        "responseSubject",
        "responseBodyPlainText",
        "responseBodyHtml",
        "restrictToContacts",
        "restrictToDomain",
        "startTime",
        "endTime",
    },
    "autoForwarding": {"enabled", "emailAddress", "disposition"},
    "imap": {"enabled", "autoExpunge", "expungeBehavior", "maxFolderSize"},
    "pop": {"accessWindow", "disposition"},
    "language": {"displayLanguage"},
}


def _get(session: Session, userId: str, name: str) -> dict[str, Any]:
    mb.check_user(session, userId)
    row = session.get(Setting, name)
    return dict(row.value) if row else {}


def _update(session: Session, userId: str, name: str, body: dict[str, Any] | None) -> dict[str, Any]:
    mb.check_user(session, userId)
    body = body or {}
    unknown = sorted(set(body) - ALLOWED[name])
    if unknown:
        raise bad_request(f"Invalid JSON payload received. Unknown name: {unknown[0]!r}")
    if name == "autoForwarding" and body.get("enabled"):
        target = session.get(ForwardingAddress, body.get("emailAddress") or "")
        if target is None or target.verification_status != "accepted":
            raise bad_request("Forwarding address is not verified")
    if name == "vacation":
        for key in ("startTime", "endTime"):
            if key in body and not str(body[key]).isdigit():
                raise bad_request(f"Invalid {key}")
    row = session.get(Setting, name)
    if row is None:
        row = Setting(name=name, value={})
        session.add(row)
    row.value = {**body}
    session.commit()
    return dict(row.value)


def get_vacation(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    return _get(session, userId, "vacation")


def update_vacation(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    return _update(session, userId, "vacation", body)


def get_auto_forwarding(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    return _get(session, userId, "autoForwarding")


def update_auto_forwarding(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    return _update(session, userId, "autoForwarding", body)


def get_imap(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    return _get(session, userId, "imap")


def update_imap(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    return _update(session, userId, "imap", body)


def get_pop(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    return _get(session, userId, "pop")


def update_pop(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    return _update(session, userId, "pop", body)


def get_language(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    return _get(session, userId, "language")


def update_language(session: Session, *, userId: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    return _update(session, userId, "language", body)
