# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the settings_delegates resource: each one validates parameters and calls handlers/settings_delegates.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import settings_delegates as handlers

router = APIRouter(tags=['settings_delegates'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/settings/delegates', operation_id='gmail.users.settings.delegates.create', status_code=200, summary='Adds a delegate with its verification status set directly to `accepted`, without sending any verification email. The del')
def gmail_users_settings_delegates_create(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, userId=userId, body=body)


@router.delete('/gmail/v1/users/{userId}/settings/delegates/{delegateEmail}', operation_id='gmail.users.settings.delegates.delete', status_code=204, summary='Removes the specified delegate (which can be of any verification status), and revokes any verification that may have bee', response_class=Response, response_model=None)
def gmail_users_settings_delegates_delete(
    session: SessionDep,
    delegateEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, delegateEmail=delegateEmail, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/settings/delegates/{delegateEmail}', operation_id='gmail.users.settings.delegates.get', status_code=200, summary='Gets the specified delegate. For more information, see [Manage delegates](https://developers.google.com/workspace/gmail/')
def gmail_users_settings_delegates_get(
    session: SessionDep,
    delegateEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, delegateEmail=delegateEmail, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/delegates', operation_id='gmail.users.settings.delegates.list', status_code=200, summary='Lists the delegates for the specified account. For more information, see [Manage delegates](https://developers.google.co')
def gmail_users_settings_delegates_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, userId=userId)
