"""Proposals: bidding once per job, withdrawing, the client's view of a job's bids, and hiring (a contract starts)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Contract, Job, Proposal
from ..store import (
    ME, conflict, contract_resource, forbidden, job_row, new_id, now_text, positive, proposal_resource,
    proposal_row, seq, text,
)


def create(session: Session, *, job_id: str, body: dict[str, Any] | None = None) -> Any:
    job = job_row(session, job_id)
    body = body or {}
    letter = text(body.get("cover_letter"), "cover_letter")
    bid = positive(body.get("bid"), "bid")
    if job.client == ME:
        raise forbidden("you cannot bid on your own job")
    if job.status != "open":
        raise conflict("the job is closed")
    live = session.scalars(select(Proposal).where(Proposal.job_id == job.id, Proposal.freelancer == ME,
                                                  Proposal.status.in_(("pending", "hired")))).first()
    if live is not None:
        raise conflict("you already have a proposal on this job")
    proposal = Proposal(id=new_id(session, "pr"), job_id=job.id, freelancer=ME, cover_letter=letter, bid=bid,
                        status="pending", created_at=now_text())
    session.add(proposal)
    session.commit()
    return proposal_resource(session, proposal)


def list_(session: Session, *, job_id: str) -> Any:
    job = job_row(session, job_id)
    if job.client != ME:
        raise forbidden("only the job's client sees its proposals")
    rows = [p for p in session.scalars(select(Proposal).where(Proposal.job_id == job.id)) if p.status != "withdrawn"]
    rows.sort(key=lambda p: (p.bid, p.created_at, seq(p.id)))
    return {"proposals": [proposal_resource(session, p) for p in rows]}


def mine(session: Session, *, status: str | None = None) -> Any:
    rows = [p for p in session.scalars(select(Proposal).where(Proposal.freelancer == ME)) if status in (None, p.status)]
    rows.sort(key=lambda p: (p.created_at, seq(p.id)), reverse=True)
    return {"proposals": [proposal_resource(session, p) for p in rows]}


def _readable(session: Session, proposal_id: str) -> Proposal:
    proposal = proposal_row(session, proposal_id)
    job = session.get(Job, proposal.job_id)
    if ME not in (proposal.freelancer, job.client if job else None):
        raise forbidden("only the freelancer and the job's client see a proposal")
    return proposal


def get(session: Session, *, proposal_id: str) -> Any:
    return proposal_resource(session, _readable(session, proposal_id))


def withdraw(session: Session, *, proposal_id: str) -> Any:
    proposal = proposal_row(session, proposal_id)
    if proposal.freelancer != ME:
        raise forbidden("only its freelancer may withdraw a proposal")
    if proposal.status != "pending":
        raise conflict(f"a {proposal.status} proposal cannot be withdrawn")
    proposal.status = "withdrawn"
    session.commit()
    return proposal_resource(session, proposal)


def hire(session: Session, *, proposal_id: str) -> Any:
    proposal = proposal_row(session, proposal_id)
    job = job_row(session, proposal.job_id)
    if job.client != ME:
        raise forbidden("only the job's client may hire")
    if proposal.status != "pending":
        raise conflict(f"a {proposal.status} proposal cannot be hired")
    proposal.status = "hired"
    for other in session.scalars(select(Proposal).where(Proposal.job_id == job.id, Proposal.status == "pending")):
        if other.id != proposal.id:
            other.status = "declined"
    job.status = "closed"
    contract = Contract(id=new_id(session, "c"), job_id=job.id, proposal_id=proposal.id, client=ME,
                        freelancer=proposal.freelancer, title=job.title, amount=proposal.bid, status="active",
                        created_at=now_text())
    session.add(contract)
    session.commit()
    return contract_resource(session, contract)


