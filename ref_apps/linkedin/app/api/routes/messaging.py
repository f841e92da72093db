# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Routes of the messaging resource: each one validates parameters and calls handlers/messaging.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import messaging as handlers

router = APIRouter(tags=['messaging'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/conversations', operation_id='messaging.conversations', status_code=200, summary='Conversations, latest message first, with unread counts')
def messaging_conversations(
    session: SessionDep,
) -> Any:
    return handlers.conversations(session, )


@router.post('/api/conversations/{conversation_id}/read', operation_id='messaging.markRead', status_code=200, summary='Mark a conversation read (what opening it in the UI does)')
def messaging_markRead(
    session: SessionDep,
    conversation_id: Annotated[str, Path()],
) -> Any:
    return handlers.mark_read(session, conversation_id=conversation_id)


@router.get('/api/conversations/{conversation_id}', operation_id='messaging.open', status_code=200, summary='A conversation with its messages, oldest first')
def messaging_open(
    session: SessionDep,
    conversation_id: Annotated[str, Path()],
) -> Any:
    return handlers.open_(session, conversation_id=conversation_id)


@router.post('/api/conversations/{conversation_id}/messages', operation_id='messaging.send', status_code=201, summary='Send a message in a conversation')
def messaging_send(
    session: SessionDep,
    conversation_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.send(session, conversation_id=conversation_id, body=body)
