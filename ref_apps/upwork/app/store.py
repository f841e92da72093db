"""What several handlers share: the signed-in user, ids, errors, row lookups and how rows look in the API."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit.clock import now_text  # noqa: F401  (re-exported: store.now_text)
from ...kit.errors import (
    ApiError,
    conflict,  # noqa: F401  (re-exported: store.conflict)
    forbidden,  # noqa: F401  (re-exported: store.forbidden)
)
from ...kit.errors import bad_request as invalid  # noqa: F401  (the handlers' and mutants' store.invalid)
from ...kit.ids import bump
from .models import Contract, Counter, Job, Milestone, Proposal

ME = "maya"  # the signed-in user: a client of some jobs and a freelancer on others
HELD = ("funded", "submitted", "approved")  # milestone states whose money sits in escrow


def missing(what: str) -> ApiError:
    return ApiError(404, f"{what} not found")


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def seq(row_id: str) -> int:
    """The number in an id (j12 -> 12): rows created at one instant keep their creation order by it."""
    found = re.search(r"\d+$", row_id)
    return int(found.group()) if found else 0


def text(value: Any, field: str, limit: int | None = None) -> str:
    """Free text, not blank; at most `limit` characters only where the brief states one (a job's title, a message)."""
    if not isinstance(value, str) or not value.strip() or (limit is not None and len(value) > limit):
        raise invalid(f"{field} must be 1 to {limit} characters, not blank" if limit else f"{field} must be text, not blank")
    return value


def positive(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise invalid(f"{field} must be a positive integer")
    return value


def job_row(session: Session, job_id: str) -> Job:
    found = session.get(Job, job_id)
    if found is None:
        raise missing(f"job {job_id}")
    return found


def proposal_row(session: Session, proposal_id: str) -> Proposal:
    found = session.get(Proposal, proposal_id)
    if found is None:
        raise missing(f"proposal {proposal_id}")
    return found


def contract_row(session: Session, contract_id: str) -> Contract:
    """A contract the signed-in user is party to: 404 when unknown, 403 when it is someone else's."""
    found = session.get(Contract, contract_id)
    if found is None:
        raise missing(f"contract {contract_id}")
    if ME not in (found.client, found.freelancer):
        raise forbidden(f"contract {contract_id} is not yours")
    return found


def milestones_of(session: Session, contract_id: str) -> list[Milestone]:
    return list(session.scalars(select(Milestone).where(Milestone.contract_id == contract_id).order_by(Milestone.position)))


def live_count(session: Session, job_id: str) -> int:
    rows = session.scalars(select(Proposal).where(Proposal.job_id == job_id, Proposal.status != "withdrawn"))
    return len(list(rows))


def job_resource(session: Session, job: Job) -> dict[str, Any]:
    return {
        "id": job.id, "client": job.client, "title": job.title, "description": job.description, "category": job.category,
        "budget_type": job.budget_type, "budget": job.budget, "status": job.status, "created_at": job.created_at,
        "proposals_count": live_count(session, job.id),
    }


def proposal_resource(session: Session, proposal: Proposal) -> dict[str, Any]:
    job = session.get(Job, proposal.job_id)
    return {
        "id": proposal.id, "job_id": proposal.job_id, "job_title": job.title if job else "", "freelancer": proposal.freelancer,
        "cover_letter": proposal.cover_letter, "bid": proposal.bid, "status": proposal.status, "created_at": proposal.created_at,
    }


def money(milestones: list[Milestone]) -> tuple[int, int]:
    """(escrow, paid) of a set of milestones."""
    escrow = sum(m.amount for m in milestones if m.status in HELD)
    paid = sum(m.amount for m in milestones if m.status == "released")
    return escrow, paid


def contract_resource(session: Session, contract: Contract) -> dict[str, Any]:
    escrow, paid = money(milestones_of(session, contract.id))
    return {
        "id": contract.id, "job_id": contract.job_id, "proposal_id": contract.proposal_id, "title": contract.title,
        "client": contract.client, "freelancer": contract.freelancer, "amount": contract.amount, "status": contract.status,
        "created_at": contract.created_at, "escrow": escrow, "paid": paid,
    }


def milestone_resource(milestone: Milestone) -> dict[str, Any]:
    return {
        "id": milestone.id, "contract_id": milestone.contract_id, "position": milestone.position, "title": milestone.title,
        "amount": milestone.amount, "status": milestone.status,
    }
