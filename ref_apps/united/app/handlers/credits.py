"""Travel credits, newest first (ties: the one made last first)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Credit


def order(credit: Credit) -> tuple[str, int]:
    return credit.created_at, int(credit.id.removeprefix("cr"))


def list_(session: Session) -> Any:
    rows = sorted(session.scalars(select(Credit)), key=order, reverse=True)
    return {
        "credits": [{"id": c.id, "pnr": c.pnr, "amount": c.amount, "reason": c.reason, "created_at": c.created_at} for c in rows]
    }
