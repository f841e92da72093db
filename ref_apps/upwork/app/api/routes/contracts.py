# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Routes of the contracts resource: each one validates parameters and calls handlers/contracts.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import contracts as handlers

router = APIRouter(tags=['contracts'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/contracts/{contract_id}/end', operation_id='contracts.end', status_code=200, summary='End a contract that holds no money in escrow')
def contracts_end(
    session: SessionDep,
    contract_id: Annotated[str, Path()],
) -> Any:
    return handlers.end(session, contract_id=contract_id)


@router.get('/api/contracts/{contract_id}', operation_id='contracts.get', status_code=200, summary='One contract, with the money in escrow and paid')
def contracts_get(
    session: SessionDep,
    contract_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, contract_id=contract_id)


@router.get('/api/contracts', operation_id='contracts.list', status_code=200, summary='My contracts as client or freelancer, newest first')
def contracts_list(
    session: SessionDep,
    role: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, role=role)
