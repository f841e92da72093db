# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Routes of the comments resource: each one validates parameters and calls handlers/comments.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import comments as handlers

router = APIRouter(tags=['comments'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/drive/v3/files/{fileId}/comments', operation_id='drive.comments.create', status_code=200, summary='Creates a comment on a file. For more information, see [Manage comments and replies](https://developers.google.com/works')
def drive_comments_create(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, fileId=fileId, body=body)


@router.delete('/drive/v3/files/{fileId}/comments/{commentId}', operation_id='drive.comments.delete', status_code=204, summary='Deletes a comment. For more information, see [Manage comments and replies](https://developers.google.com/workspace/drive', response_class=Response, response_model=None)
def drive_comments_delete(
    session: SessionDep,
    commentId: Annotated[str, Path()],
    fileId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, commentId=commentId, fileId=fileId)
    return Response(status_code=204)


@router.get('/drive/v3/files/{fileId}/comments/{commentId}', operation_id='drive.comments.get', status_code=200, summary='Gets a comment by ID. For more information, see [Manage comments and replies](https://developers.google.com/workspace/dr')
def drive_comments_get(
    session: SessionDep,
    commentId: Annotated[str, Path()],
    fileId: Annotated[str, Path()],
    includeDeleted: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get(session, commentId=commentId, fileId=fileId, includeDeleted=includeDeleted)


@router.get('/drive/v3/files/{fileId}/comments', operation_id='drive.comments.list', status_code=200, summary="Lists a file's comments. For more information, see [Manage comments and replies](https://developers.google.com/workspace")
def drive_comments_list(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    includeDeleted: Annotated[bool | None, Query()] = None,
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    startModifiedTime: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, fileId=fileId, includeDeleted=includeDeleted, pageSize=pageSize, pageToken=pageToken, startModifiedTime=startModifiedTime)


@router.patch('/drive/v3/files/{fileId}/comments/{commentId}', operation_id='drive.comments.update', status_code=200, summary='Updates a comment with patch semantics. For more information, see [Manage comments and replies](https://developers.googl')
def drive_comments_update(
    session: SessionDep,
    commentId: Annotated[str, Path()],
    fileId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, commentId=commentId, fileId=fileId, body=body)
