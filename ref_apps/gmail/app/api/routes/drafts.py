# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the drafts resource: each one validates parameters and calls handlers/drafts.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import drafts as handlers

router = APIRouter(tags=['drafts'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/drafts', operation_id='gmail.users.drafts.create', status_code=200, summary='Creates a draft with the `DRAFT` label. For more information, see [Create and send draft emails](https://developers.goog')
def gmail_users_drafts_create(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, userId=userId, body=body)


@router.delete('/gmail/v1/users/{userId}/drafts/{id}', operation_id='gmail.users.drafts.delete', status_code=204, summary='Immediately and permanently deletes the specified draft. Does not simply trash it. For more information, see [Create and', response_class=Response, response_model=None)
def gmail_users_drafts_delete(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, id=id, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/drafts/{id}', operation_id='gmail.users.drafts.get', status_code=200, summary='Gets the specified draft. For more information, see [Create and send draft emails](https://developers.google.com/workspa')
def gmail_users_drafts_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    format: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get(session, id=id, userId=userId, format=format)


@router.get('/gmail/v1/users/{userId}/drafts', operation_id='gmail.users.drafts.list', status_code=200, summary="Lists the drafts in the user's mailbox. For more information, see [Create and send draft emails](https://developers.goog")
def gmail_users_drafts_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
    includeSpamTrash: Annotated[bool | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, userId=userId, includeSpamTrash=includeSpamTrash, maxResults=maxResults, pageToken=pageToken, q=q)


@router.post('/gmail/v1/users/{userId}/drafts/send', operation_id='gmail.users.drafts.send', status_code=200, summary='Sends the specified, existing draft to the recipients in the `To`, `Cc`, and `Bcc` headers. For more information, see [C')
def gmail_users_drafts_send(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.send(session, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/drafts/{id}', operation_id='gmail.users.drafts.update', status_code=200, summary="Replaces a draft's content. For more information, see [Create and send draft emails](https://developers.google.com/works")
def gmail_users_drafts_update(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, id=id, userId=userId, body=body)
