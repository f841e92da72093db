# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the settings_forwarding_addresses resource: each one validates parameters and calls handlers/settings_forwarding_addresses.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import settings_forwarding_addresses as handlers

router = APIRouter(tags=['settings_forwarding_addresses'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/settings/forwardingAddresses', operation_id='gmail.users.settings.forwardingAddresses.create', status_code=200, summary='Creates a forwarding address. If ownership verification is required, a message will be sent to the recipient and the res')
def gmail_users_settings_forwardingAddresses_create(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, userId=userId, body=body)


@router.delete('/gmail/v1/users/{userId}/settings/forwardingAddresses/{forwardingEmail}', operation_id='gmail.users.settings.forwardingAddresses.delete', status_code=204, summary='Deletes the specified forwarding address and revokes any verification that may have been required. For more information,', response_class=Response, response_model=None)
def gmail_users_settings_forwardingAddresses_delete(
    session: SessionDep,
    forwardingEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, forwardingEmail=forwardingEmail, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/settings/forwardingAddresses/{forwardingEmail}', operation_id='gmail.users.settings.forwardingAddresses.get', status_code=200, summary='Gets the specified forwarding address. For more information, see [Manage email forwarding](https://developers.google.com')
def gmail_users_settings_forwardingAddresses_get(
    session: SessionDep,
    forwardingEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, forwardingEmail=forwardingEmail, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/forwardingAddresses', operation_id='gmail.users.settings.forwardingAddresses.list', status_code=200, summary='Lists the forwarding addresses for the specified account. For more information, see [Manage email forwarding](https://de')
def gmail_users_settings_forwardingAddresses_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, userId=userId)
