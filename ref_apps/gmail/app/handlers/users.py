"""users.getProfile."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..mailbox import check_user
from ..models import Message, Thread


def get_profile(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    box = check_user(session, userId)
    return {
        "emailAddress": box.email_address,
        "messagesTotal": session.scalar(select(func.count()).select_from(Message)),
        "threadsTotal": session.scalar(select(func.count()).select_from(Thread)),
        "historyId": str(box.history_id),
    }
