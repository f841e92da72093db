# GENERATED from environments/slack/contract.json by `fgb scaffold slack` (nox -s scaffold): do not edit.
"""Routes of the users resource: each one validates parameters and calls handlers/users.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import users as handlers

router = APIRouter(tags=['users'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/users.info', operation_id='users_info', status_code=200, summary='Gets information about a user.')
def users_info(
    session: SessionDep,
    include_locale: Annotated[bool | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    user: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.info(session, include_locale=include_locale, token=token, user=user)


@router.get('/users.list', operation_id='users_list', status_code=200, summary='Lists all users in a Slack team.')
def users_list(
    session: SessionDep,
    cursor: Annotated[str | None, Query()] = None,
    include_locale: Annotated[bool | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, cursor=cursor, include_locale=include_locale, limit=limit, token=token)
