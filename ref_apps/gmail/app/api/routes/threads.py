# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the threads resource: each one validates parameters and calls handlers/threads.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import threads as handlers

router = APIRouter(tags=['threads'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.delete('/gmail/v1/users/{userId}/threads/{id}', operation_id='gmail.users.threads.delete', status_code=204, summary='Immediately and permanently deletes the specified thread. Any messages that belong to the thread are also deleted. This ', response_class=Response, response_model=None)
def gmail_users_threads_delete(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, id=id, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/threads/{id}', operation_id='gmail.users.threads.get', status_code=200, summary='Gets the specified thread. For more information, see [Manage threads](https://developers.google.com/workspace/gmail/api/')
def gmail_users_threads_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    format: Annotated[str | None, Query()] = None,
    metadataHeaders: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.get(session, id=id, userId=userId, format=format, metadataHeaders=metadataHeaders)


@router.get('/gmail/v1/users/{userId}/threads', operation_id='gmail.users.threads.list', status_code=200, summary="Lists the threads in the user's mailbox. For more information, see [Manage threads](https://developers.google.com/worksp")
def gmail_users_threads_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
    includeSpamTrash: Annotated[bool | None, Query()] = None,
    labelIds: Annotated[list[str] | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, userId=userId, includeSpamTrash=includeSpamTrash, labelIds=labelIds, maxResults=maxResults, pageToken=pageToken, q=q)


@router.post('/gmail/v1/users/{userId}/threads/{id}/modify', operation_id='gmail.users.threads.modify', status_code=200, summary='Modifies the labels applied to the thread. This applies to all messages in the thread. For more information, see [Manage')
def gmail_users_threads_modify(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.modify(session, id=id, userId=userId, body=body)


@router.post('/gmail/v1/users/{userId}/threads/{id}/trash', operation_id='gmail.users.threads.trash', status_code=200, summary='Moves the specified thread to the trash. Any messages that belong to the thread are also moved to the trash. For more in')
def gmail_users_threads_trash(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.trash(session, id=id, userId=userId)


@router.post('/gmail/v1/users/{userId}/threads/{id}/untrash', operation_id='gmail.users.threads.untrash', status_code=200, summary='Removes the specified thread from the trash. Any messages that belong to the thread are also removed from the trash. For')
def gmail_users_threads_untrash(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.untrash(session, id=id, userId=userId)
