"""users.messages.attachments.get."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from .. import mailbox as mb
from ..errors import not_found
from ..mime import b64decode
from ..models import Attachment


def get(session: Session, *, userId: str, messageId: str, id: str, **_: Any) -> dict[str, Any]:
    mb.check_user(session, userId)
    mb.get_message(session, messageId)
    a = session.get(Attachment, id)
    if a is None or a.message_id != messageId:
        raise not_found()
    return {
        "attachmentId": a.id,
        "size": len(b64decode(a.data)),
        "data": a.data,
    }
