# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the messages resource: each one validates parameters and calls handlers/messages.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import messages as handlers

router = APIRouter(tags=['messages'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/messages/batchDelete', operation_id='gmail.users.messages.batchDelete', status_code=204, summary='Deletes many messages by message ID. Provides no guarantees that messages were not already deleted or even existed at al', response_class=Response, response_model=None)
def gmail_users_messages_batchDelete(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Response:
    handlers.batch_delete(session, userId=userId, body=body)
    return Response(status_code=204)


@router.post('/gmail/v1/users/{userId}/messages/batchModify', operation_id='gmail.users.messages.batchModify', status_code=204, summary='Modifies the labels and the Classification Label values on the specified messages. For administrators modifying messages', response_class=Response, response_model=None)
def gmail_users_messages_batchModify(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Response:
    handlers.batch_modify(session, userId=userId, body=body)
    return Response(status_code=204)


@router.delete('/gmail/v1/users/{userId}/messages/{id}', operation_id='gmail.users.messages.delete', status_code=204, summary='Immediately and permanently deletes the specified message. This operation cannot be undone. Prefer `messages.trash` inst', response_class=Response, response_model=None)
def gmail_users_messages_delete(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, id=id, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/messages/{id}', operation_id='gmail.users.messages.get', status_code=200, summary='Gets the specified message.')
def gmail_users_messages_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    format: Annotated[str | None, Query()] = None,
    metadataHeaders: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.get(session, id=id, userId=userId, format=format, metadataHeaders=metadataHeaders)


@router.post('/gmail/v1/users/{userId}/messages/import', operation_id='gmail.users.messages.import', status_code=200, summary="Imports a message into only this user's mailbox, with standard email delivery scanning and classification similar to rec")
def gmail_users_messages_import(
    session: SessionDep,
    userId: Annotated[str, Path()],
    deleted: Annotated[bool | None, Query()] = None,
    internalDateSource: Annotated[str | None, Query()] = None,
    neverMarkSpam: Annotated[bool | None, Query()] = None,
    processForCalendar: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.import_(session, userId=userId, deleted=deleted, internalDateSource=internalDateSource, neverMarkSpam=neverMarkSpam, processForCalendar=processForCalendar, body=body)


@router.post('/gmail/v1/users/{userId}/messages', operation_id='gmail.users.messages.insert', status_code=200, summary="Directly inserts a message into only this user's mailbox similar to `IMAP APPEND`, bypassing most scanning and classific")
def gmail_users_messages_insert(
    session: SessionDep,
    userId: Annotated[str, Path()],
    deleted: Annotated[bool | None, Query()] = None,
    internalDateSource: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.insert(session, userId=userId, deleted=deleted, internalDateSource=internalDateSource, body=body)


@router.get('/gmail/v1/users/{userId}/messages', operation_id='gmail.users.messages.list', status_code=200, summary="Lists the messages in the user's mailbox. For more information, see [List Gmail messages](https://developers.google.com/")
def gmail_users_messages_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
    includeSpamTrash: Annotated[bool | None, Query()] = None,
    labelIds: Annotated[list[str] | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, userId=userId, includeSpamTrash=includeSpamTrash, labelIds=labelIds, maxResults=maxResults, pageToken=pageToken, q=q)


@router.post('/gmail/v1/users/{userId}/messages/{id}/modify', operation_id='gmail.users.messages.modify', status_code=200, summary='Modifies the labels and the Classification Label values on the specified message. For administrators modifying message f')
def gmail_users_messages_modify(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.modify(session, id=id, userId=userId, body=body)


@router.post('/gmail/v1/users/{userId}/messages/send', operation_id='gmail.users.messages.send', status_code=200, summary='Sends the specified message to the recipients in the `To`, `Cc`, and `Bcc` headers. For more information, see [Create an')
def gmail_users_messages_send(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.send(session, userId=userId, body=body)


@router.post('/gmail/v1/users/{userId}/messages/{id}/trash', operation_id='gmail.users.messages.trash', status_code=200, summary='Moves the specified message to the trash.')
def gmail_users_messages_trash(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.trash(session, id=id, userId=userId)


@router.post('/gmail/v1/users/{userId}/messages/{id}/untrash', operation_id='gmail.users.messages.untrash', status_code=200, summary='Removes the specified message from the trash.')
def gmail_users_messages_untrash(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.untrash(session, id=id, userId=userId)
