# GENERATED from environments/slack/contract.json by `fgb scaffold slack` (nox -s scaffold): do not edit.
"""Routes of the reactions resource: each one validates parameters and calls handlers/reactions.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import reactions as handlers

router = APIRouter(tags=['reactions'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/reactions.add', operation_id='reactions_add', status_code=200, summary='Adds a reaction to an item.')
def reactions_add(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add(session, token=token, body=body)


@router.get('/reactions.get', operation_id='reactions_get', status_code=200, summary='Gets reactions for an item.')
def reactions_get(
    session: SessionDep,
    channel: Annotated[str | None, Query()] = None,
    file: Annotated[str | None, Query()] = None,
    file_comment: Annotated[str | None, Query()] = None,
    full: Annotated[bool | None, Query()] = None,
    timestamp: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get(session, channel=channel, file=file, file_comment=file_comment, full=full, timestamp=timestamp, token=token)


@router.post('/reactions.remove', operation_id='reactions_remove', status_code=200, summary='Removes a reaction from an item.')
def reactions_remove(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove(session, token=token, body=body)
