# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Routes of the proposals resource: each one validates parameters and calls handlers/proposals.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import proposals as handlers

router = APIRouter(tags=['proposals'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/jobs/{job_id}/proposals', operation_id='proposals.create', status_code=201, summary='Submit a proposal: a bid and a cover letter')
def proposals_create(
    session: SessionDep,
    job_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, job_id=job_id, body=body)


@router.get('/api/proposals/{proposal_id}', operation_id='proposals.get', status_code=200, summary='One proposal')
def proposals_get(
    session: SessionDep,
    proposal_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, proposal_id=proposal_id)


@router.post('/api/proposals/{proposal_id}/hire', operation_id='proposals.hire', status_code=201, summary='Hire the freelancer of a proposal on my job: a contract starts')
def proposals_hire(
    session: SessionDep,
    proposal_id: Annotated[str, Path()],
) -> Any:
    return handlers.hire(session, proposal_id=proposal_id)


@router.get('/api/jobs/{job_id}/proposals', operation_id='proposals.list', status_code=200, summary='The proposals on one of my jobs, lowest bid first')
def proposals_list(
    session: SessionDep,
    job_id: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, job_id=job_id)


@router.get('/api/me/proposals', operation_id='proposals.mine', status_code=200, summary='My proposals in every status, newest first')
def proposals_mine(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.mine(session, status=status)


@router.post('/api/proposals/{proposal_id}/withdraw', operation_id='proposals.withdraw', status_code=200, summary='Withdraw my pending proposal')
def proposals_withdraw(
    session: SessionDep,
    proposal_id: Annotated[str, Path()],
) -> Any:
    return handlers.withdraw(session, proposal_id=proposal_id)
