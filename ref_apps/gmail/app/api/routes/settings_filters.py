# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the settings_filters resource: each one validates parameters and calls handlers/settings_filters.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import settings_filters as handlers

router = APIRouter(tags=['settings_filters'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/settings/filters', operation_id='gmail.users.settings.filters.create', status_code=200, summary='Creates a filter. Note: you can only create a maximum of 1,000 filters. For more information, see [Manage Gmail filters]')
def gmail_users_settings_filters_create(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, userId=userId, body=body)


@router.delete('/gmail/v1/users/{userId}/settings/filters/{id}', operation_id='gmail.users.settings.filters.delete', status_code=204, summary='Immediately and permanently deletes the specified filter. For more information, see [Manage Gmail filters](https://devel', response_class=Response, response_model=None)
def gmail_users_settings_filters_delete(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, id=id, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/settings/filters/{id}', operation_id='gmail.users.settings.filters.get', status_code=200, summary='Gets a filter. For more information, see [Manage Gmail filters](https://developers.google.com/workspace/gmail/api/guides')
def gmail_users_settings_filters_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, id=id, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/filters', operation_id='gmail.users.settings.filters.list', status_code=200, summary='Lists the message filters of a Gmail user. For more information, see [Manage Gmail filters](https://developers.google.co')
def gmail_users_settings_filters_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, userId=userId)
