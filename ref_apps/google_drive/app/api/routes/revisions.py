# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Routes of the revisions resource: each one validates parameters and calls handlers/revisions.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import revisions as handlers

router = APIRouter(tags=['revisions'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/drive/v3/files/{fileId}/revisions/{revisionId}', operation_id='drive.revisions.get', status_code=200, summary="Gets a revision's metadata or content by ID. For more information, see [Manage file revisions](https://developers.google")
def drive_revisions_get(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    revisionId: Annotated[str, Path()],
    acknowledgeAbuse: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get(session, fileId=fileId, revisionId=revisionId, acknowledgeAbuse=acknowledgeAbuse)


@router.get('/drive/v3/files/{fileId}/revisions', operation_id='drive.revisions.list', status_code=200, summary="Lists a file's revisions. For more information, see [Manage file revisions](https://developers.google.com/workspace/driv")
def drive_revisions_list(
    session: SessionDep,
    fileId: Annotated[str, Path()],
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, fileId=fileId, pageSize=pageSize, pageToken=pageToken)
