# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Routes of the replies resource: each one validates parameters and calls handlers/replies.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import replies as handlers

router = APIRouter(tags=['replies'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/drive/v3/files/{fileId}/comments/{commentId}/replies', operation_id='drive.replies.create', status_code=200, summary='Creates a reply to a comment. For more information, see [Manage comments and replies](https://developers.google.com/work')
def drive_replies_create(
    session: SessionDep,
    commentId: Annotated[str, Path()],
    fileId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, commentId=commentId, fileId=fileId, body=body)
