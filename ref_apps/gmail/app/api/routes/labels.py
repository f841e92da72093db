# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the labels resource: each one validates parameters and calls handlers/labels.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import labels as handlers

router = APIRouter(tags=['labels'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/labels', operation_id='gmail.users.labels.create', status_code=200, summary='Creates a label. For more information, see [Manage labels](https://developers.google.com/workspace/gmail/api/guides/labe')
def gmail_users_labels_create(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, userId=userId, body=body)


@router.delete('/gmail/v1/users/{userId}/labels/{id}', operation_id='gmail.users.labels.delete', status_code=204, summary="Immediately and permanently deletes the specified label and removes it from any messages and threads that it's applied t", response_class=Response, response_model=None)
def gmail_users_labels_delete(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, id=id, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/labels/{id}', operation_id='gmail.users.labels.get', status_code=200, summary='Gets the specified label. For more information, see [Manage labels](https://developers.google.com/workspace/gmail/api/gu')
def gmail_users_labels_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, id=id, userId=userId)


@router.get('/gmail/v1/users/{userId}/labels', operation_id='gmail.users.labels.list', status_code=200, summary="Lists all labels in the user's mailbox. For more information, see [Manage labels](https://developers.google.com/workspac")
def gmail_users_labels_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, userId=userId)


@router.patch('/gmail/v1/users/{userId}/labels/{id}', operation_id='gmail.users.labels.patch', status_code=200, summary='Patch the specified label. For more information, see [Manage labels](https://developers.google.com/workspace/gmail/api/g')
def gmail_users_labels_patch(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, id=id, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/labels/{id}', operation_id='gmail.users.labels.update', status_code=200, summary='Updates the specified label. For more information, see [Manage labels](https://developers.google.com/workspace/gmail/api')
def gmail_users_labels_update(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, id=id, userId=userId, body=body)
