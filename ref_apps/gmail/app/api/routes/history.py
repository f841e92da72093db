# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the history resource: each one validates parameters and calls handlers/history.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import history as handlers

router = APIRouter(tags=['history'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/gmail/v1/users/{userId}/history', operation_id='gmail.users.history.list', status_code=200, summary='Lists the history of all changes to the given mailbox. History results are returned in chronological order (increasing `')
def gmail_users_history_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
    historyTypes: Annotated[list[str] | None, Query()] = None,
    labelId: Annotated[str | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    startHistoryId: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, userId=userId, historyTypes=historyTypes, labelId=labelId, maxResults=maxResults, pageToken=pageToken, startHistoryId=startHistoryId)
