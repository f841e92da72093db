"""Milestones: added by the client within the contract's amount, then funded, submitted, approved and released."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import Contract, Milestone
from ..store import (
    ME, conflict, contract_row, forbidden, milestone_resource, milestones_of, missing, new_id, positive, text,
)

# action -> (who may take it, the status it starts from, the status it leaves)
STEPS = {
    "fund": ("client", "pending", "funded"),
    "submit": ("freelancer", "funded", "submitted"),
    "approve": ("client", "submitted", "approved"),
    "release": ("client", "approved", "released"),
}


def list_(session: Session, *, contract_id: str) -> Any:
    contract = contract_row(session, contract_id)
    return {"milestones": [milestone_resource(m) for m in milestones_of(session, contract.id)]}


def create(session: Session, *, contract_id: str, body: dict[str, Any] | None = None) -> Any:
    contract = contract_row(session, contract_id)
    if contract.client != ME:
        raise forbidden("only the contract's client adds milestones")
    body = body or {}
    title = text(body.get("title"), "title")
    amount = positive(body.get("amount"), "amount")
    if contract.status != "active":
        raise conflict(f"the contract is {contract.status}")
    existing = milestones_of(session, contract.id)
    if sum(m.amount for m in existing) + amount > contract.amount:
        raise conflict("the milestones would add up to more than the contract's amount")
    milestone = Milestone(id=new_id(session, "ms"), contract_id=contract.id, position=len(existing) + 1, title=title,
                          amount=amount, status="pending")
    session.add(milestone)
    session.commit()
    return milestone_resource(milestone)


def _step(session: Session, milestone_id: str, action: str) -> Milestone:
    milestone = session.get(Milestone, milestone_id)
    if milestone is None:
        raise missing(f"milestone {milestone_id}")
    contract = contract_row(session, milestone.contract_id)
    role, start, end = STEPS[action]
    if getattr(contract, role) != ME:
        raise forbidden(f"only the contract's {role} may {action} a milestone")
    if contract.status != "active":
        raise conflict(f"the contract is {contract.status}")
    if milestone.status != start:
        raise conflict(f"only a {start} milestone can be {end}, this one is {milestone.status}")
    milestone.status = end
    return milestone


def fund(session: Session, *, milestone_id: str) -> Any:
    milestone = _step(session, milestone_id, "fund")
    session.commit()
    return milestone_resource(milestone)


def submit(session: Session, *, milestone_id: str) -> Any:
    milestone = _step(session, milestone_id, "submit")
    session.commit()
    return milestone_resource(milestone)


def approve(session: Session, *, milestone_id: str) -> Any:
    milestone = _step(session, milestone_id, "approve")
    session.commit()
    return milestone_resource(milestone)


def release(session: Session, *, milestone_id: str) -> Any:
    milestone = _step(session, milestone_id, "release")
    session.flush()
    contract = session.get(Contract, milestone.contract_id)
    everything = milestones_of(session, contract.id)
    if all(m.status == "released" for m in everything) and sum(m.amount for m in everything) == contract.amount:
        contract.status = "completed"
    session.commit()
    return milestone_resource(milestone)
