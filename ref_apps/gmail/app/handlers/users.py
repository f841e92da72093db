"""users.getProfile."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from .. import mutants
from ..mailbox import check_user
from ..models import Message, Thread


def get_profile(session: Session, *, userId: str, **_: Any) -> dict[str, Any]:
    box = check_user(session, userId)
    return {
        "emailAddress": box.email_address,
        "messagesTotal": session.scalar(select(func.count()).select_from(Message)),
        "threadsTotal": session.scalar(select(func.count()).select_from(Thread)),
        "historyId": str(_seed_history() if mutants.is_active("profile_history_stale") else box.history_id),
    }


def _seed_history() -> int:
    from ..protocol import seed

    return int(seed()["tables"]["mailbox"][0]["history_id"])
