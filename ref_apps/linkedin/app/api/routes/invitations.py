# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Routes of the invitations resource: each one validates parameters and calls handlers/invitations.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import invitations as handlers

router = APIRouter(tags=['invitations'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/invitations/{invitation_id}/accept', operation_id='invitations.accept', status_code=200, summary='Accept a received invitation')
def invitations_accept(
    session: SessionDep,
    invitation_id: Annotated[str, Path()],
) -> Any:
    return handlers.accept(session, invitation_id=invitation_id)


@router.post('/api/invitations/{invitation_id}/ignore', operation_id='invitations.ignore', status_code=200, summary='Ignore a received invitation')
def invitations_ignore(
    session: SessionDep,
    invitation_id: Annotated[str, Path()],
) -> Any:
    return handlers.ignore(session, invitation_id=invitation_id)


@router.get('/api/invitations/received', operation_id='invitations.received', status_code=200, summary='Pending invitations the signed-in member received')
def invitations_received(
    session: SessionDep,
) -> Any:
    return handlers.received(session, )


@router.post('/api/invitations', operation_id='invitations.send', status_code=201, summary='Invite a member to connect')
def invitations_send(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.send(session, body=body)


@router.get('/api/invitations/sent', operation_id='invitations.sent', status_code=200, summary='Pending invitations the signed-in member sent')
def invitations_sent(
    session: SessionDep,
) -> Any:
    return handlers.sent(session, )


@router.post('/api/invitations/{invitation_id}/withdraw', operation_id='invitations.withdraw', status_code=200, summary='Withdraw a sent invitation')
def invitations_withdraw(
    session: SessionDep,
    invitation_id: Annotated[str, Path()],
) -> Any:
    return handlers.withdraw(session, invitation_id=invitation_id)
