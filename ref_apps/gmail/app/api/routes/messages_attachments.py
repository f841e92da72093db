# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the messages_attachments resource: each one validates parameters and calls handlers/messages_attachments.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import messages_attachments as handlers

router = APIRouter(tags=['messages_attachments'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/gmail/v1/users/{userId}/messages/{messageId}/attachments/{id}', operation_id='gmail.users.messages.attachments.get', status_code=200, summary='Gets the specified message attachment.')
def gmail_users_messages_attachments_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    messageId: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, id=id, messageId=messageId, userId=userId)
