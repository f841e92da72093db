"""Contracts: mine as client or freelancer, one with its money totals, and ending one that holds no escrow."""

from __future__ import annotations

from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from ..models import Contract
from ..store import ME, conflict, contract_resource, contract_row, invalid, milestones_of, money, seq


def list_(session: Session, *, role: str | None = None) -> Any:
    if role not in (None, "client", "freelancer"):
        raise invalid("role must be client or freelancer")
    rows = list(session.scalars(select(Contract).where(or_(Contract.client == ME, Contract.freelancer == ME))))
    if role:
        rows = [c for c in rows if getattr(c, role) == ME]
    rows.sort(key=lambda c: (c.created_at, seq(c.id)), reverse=True)
    return {"contracts": [contract_resource(session, c) for c in rows]}


def get(session: Session, *, contract_id: str) -> Any:
    return contract_resource(session, contract_row(session, contract_id))


def end(session: Session, *, contract_id: str) -> Any:
    contract = contract_row(session, contract_id)
    if contract.status != "active":
        raise conflict(f"the contract is {contract.status}")
    if money(milestones_of(session, contract.id))[0] > 0:
        raise conflict("the contract still holds money in escrow")
    contract.status = "ended"
    session.commit()
    return contract_resource(session, contract)
