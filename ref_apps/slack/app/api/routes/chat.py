# GENERATED from environments/slack/contract.json by `fgb scaffold slack` (nox -s scaffold): do not edit.
"""Routes of the chat resource: each one validates parameters and calls handlers/chat.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import chat as handlers

router = APIRouter(tags=['chat'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/chat.delete', operation_id='chat_delete', status_code=200, summary='Deletes a message.')
def chat_delete(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.delete(session, token=token, body=body)


@router.post('/chat.postMessage', operation_id='chat_postMessage', status_code=200, summary='Sends a message to a channel.')
def chat_postMessage(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.post_message(session, token=token, body=body)


@router.post('/chat.update', operation_id='chat_update', status_code=200, summary='Updates a message.')
def chat_update(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, token=token, body=body)
