# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Routes of the milestones resource: each one validates parameters and calls handlers/milestones.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import milestones as handlers

router = APIRouter(tags=['milestones'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/milestones/{milestone_id}/approve', operation_id='milestones.approve', status_code=200, summary='Approve submitted work (client)')
def milestones_approve(
    session: SessionDep,
    milestone_id: Annotated[str, Path()],
) -> Any:
    return handlers.approve(session, milestone_id=milestone_id)


@router.post('/api/contracts/{contract_id}/milestones', operation_id='milestones.create', status_code=201, summary='Add a milestone to a contract I am the client of')
def milestones_create(
    session: SessionDep,
    contract_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, contract_id=contract_id, body=body)


@router.post('/api/milestones/{milestone_id}/fund', operation_id='milestones.fund', status_code=200, summary='Fund a pending milestone into escrow (client)')
def milestones_fund(
    session: SessionDep,
    milestone_id: Annotated[str, Path()],
) -> Any:
    return handlers.fund(session, milestone_id=milestone_id)


@router.get('/api/contracts/{contract_id}/milestones', operation_id='milestones.list', status_code=200, summary="A contract's milestones in order")
def milestones_list(
    session: SessionDep,
    contract_id: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, contract_id=contract_id)


@router.post('/api/milestones/{milestone_id}/release', operation_id='milestones.release', status_code=200, summary="Release an approved milestone's payment (client)")
def milestones_release(
    session: SessionDep,
    milestone_id: Annotated[str, Path()],
) -> Any:
    return handlers.release(session, milestone_id=milestone_id)


@router.post('/api/milestones/{milestone_id}/submit', operation_id='milestones.submit', status_code=200, summary='Submit the work of a funded milestone (freelancer)')
def milestones_submit(
    session: SessionDep,
    milestone_id: Annotated[str, Path()],
) -> Any:
    return handlers.submit(session, milestone_id=milestone_id)
