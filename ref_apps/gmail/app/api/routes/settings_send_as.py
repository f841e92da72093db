# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the settings_send_as resource: each one validates parameters and calls handlers/settings_send_as.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import settings_send_as as handlers

router = APIRouter(tags=['settings_send_as'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/gmail/v1/users/{userId}/settings/sendAs', operation_id='gmail.users.settings.sendAs.create', status_code=200, summary='Creates a custom "from" send-as alias. If an SMTP MSA is specified, Gmail will attempt to connect to the SMTP service to')
def gmail_users_settings_sendAs_create(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, userId=userId, body=body)


@router.delete('/gmail/v1/users/{userId}/settings/sendAs/{sendAsEmail}', operation_id='gmail.users.settings.sendAs.delete', status_code=204, summary='Deletes the specified send-as alias. Revokes any verification that may have been required for using it. For more informa', response_class=Response, response_model=None)
def gmail_users_settings_sendAs_delete(
    session: SessionDep,
    sendAsEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, sendAsEmail=sendAsEmail, userId=userId)
    return Response(status_code=204)


@router.get('/gmail/v1/users/{userId}/settings/sendAs/{sendAsEmail}', operation_id='gmail.users.settings.sendAs.get', status_code=200, summary='Gets the specified send-as alias. Fails with an HTTP 404 error if the specified address is not a member of the collectio')
def gmail_users_settings_sendAs_get(
    session: SessionDep,
    sendAsEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, sendAsEmail=sendAsEmail, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/sendAs', operation_id='gmail.users.settings.sendAs.list', status_code=200, summary='Lists the send-as aliases for the specified account. The result includes the primary send-as address associated with the')
def gmail_users_settings_sendAs_list(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.list_(session, userId=userId)


@router.patch('/gmail/v1/users/{userId}/settings/sendAs/{sendAsEmail}', operation_id='gmail.users.settings.sendAs.patch', status_code=200, summary='Patch the specified send-as alias. For more information, see [Manage aliases and signatures with the Gmail API](https://')
def gmail_users_settings_sendAs_patch(
    session: SessionDep,
    sendAsEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, sendAsEmail=sendAsEmail, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/settings/sendAs/{sendAsEmail}', operation_id='gmail.users.settings.sendAs.update', status_code=200, summary='Updates a send-as alias. If a signature is provided, Gmail will sanitize the HTML before saving it with the alias. For m')
def gmail_users_settings_sendAs_update(
    session: SessionDep,
    sendAsEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, sendAsEmail=sendAsEmail, userId=userId, body=body)


@router.post('/gmail/v1/users/{userId}/settings/sendAs/{sendAsEmail}/verify', operation_id='gmail.users.settings.sendAs.verify', status_code=204, summary='Sends a verification email to the specified send-as alias address. The verification status must be `pending`. For more i', response_class=Response, response_model=None)
def gmail_users_settings_sendAs_verify(
    session: SessionDep,
    sendAsEmail: Annotated[str, Path()],
    userId: Annotated[str, Path()],
) -> Response:
    handlers.verify(session, sendAsEmail=sendAsEmail, userId=userId)
    return Response(status_code=204)
