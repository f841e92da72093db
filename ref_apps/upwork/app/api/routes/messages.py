# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Routes of the messages resource: each one validates parameters and calls handlers/messages.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import messages as handlers

router = APIRouter(tags=['messages'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/contracts/{contract_id}/messages', operation_id='messages.list', status_code=200, summary="The contract's message room, oldest first")
def messages_list(
    session: SessionDep,
    contract_id: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, contract_id=contract_id)


@router.post('/api/contracts/{contract_id}/messages', operation_id='messages.send', status_code=201, summary="Send a message in the contract's room")
def messages_send(
    session: SessionDep,
    contract_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.send(session, contract_id=contract_id, body=body)
