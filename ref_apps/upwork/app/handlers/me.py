"""The signed-in user, with the money totals computed from the milestones of her contracts."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Contract, Milestone, User
from ..store import HELD, ME


def get(session: Session) -> Any:
    user = session.get(User, ME)
    rows = session.execute(select(Milestone, Contract).join(Contract, Milestone.contract_id == Contract.id)).all()
    earnings = sum(m.amount for m, c in rows if c.freelancer == ME and m.status == "released")
    spent = sum(m.amount for m, c in rows if c.client == ME and m.status == "released")
    escrow = sum(m.amount for m, c in rows if c.client == ME and m.status in HELD)
    return {"username": ME, "name": user.name if user else ME, "earnings": earnings, "spent": spent, "escrow": escrow}
