# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Routes of the settings resource: each one validates parameters and calls handlers/settings.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import settings as handlers

router = APIRouter(tags=['settings'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/gmail/v1/users/{userId}/settings/autoForwarding', operation_id='gmail.users.settings.getAutoForwarding', status_code=200, summary='Gets the auto-forwarding setting for the specified account. For more information, see [Manage email forwarding](https://')
def gmail_users_settings_getAutoForwarding(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get_auto_forwarding(session, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/imap', operation_id='gmail.users.settings.getImap', status_code=200, summary='Gets IMAP settings. For more information, see [Configure POP and IMAP settings with the Gmail API](https://developers.go')
def gmail_users_settings_getImap(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get_imap(session, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/language', operation_id='gmail.users.settings.getLanguage', status_code=200, summary='Gets language settings. For more information, see [Manage language settings](https://developers.google.com/workspace/gma')
def gmail_users_settings_getLanguage(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get_language(session, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/pop', operation_id='gmail.users.settings.getPop', status_code=200, summary='Gets POP settings. For more information, see [Configure POP and IMAP settings with the Gmail API](https://developers.goo')
def gmail_users_settings_getPop(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get_pop(session, userId=userId)


@router.get('/gmail/v1/users/{userId}/settings/vacation', operation_id='gmail.users.settings.getVacation', status_code=200, summary='Gets vacation responder settings. For more information, see [Manage vacation settings with the Gmail API](https://develo')
def gmail_users_settings_getVacation(
    session: SessionDep,
    userId: Annotated[str, Path()],
) -> Any:
    return handlers.get_vacation(session, userId=userId)


@router.put('/gmail/v1/users/{userId}/settings/autoForwarding', operation_id='gmail.users.settings.updateAutoForwarding', status_code=200, summary='Updates the auto-forwarding setting for the specified account. A verified forwarding address must be specified when auto')
def gmail_users_settings_updateAutoForwarding(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_auto_forwarding(session, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/settings/imap', operation_id='gmail.users.settings.updateImap', status_code=200, summary='Updates IMAP settings. For more information, see [Configure POP and IMAP settings with the Gmail API](https://developers')
def gmail_users_settings_updateImap(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_imap(session, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/settings/language', operation_id='gmail.users.settings.updateLanguage', status_code=200, summary='Updates language settings. For more information, see [Manage language settings](https://developers.google.com/workspace/')
def gmail_users_settings_updateLanguage(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_language(session, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/settings/pop', operation_id='gmail.users.settings.updatePop', status_code=200, summary='Updates POP settings. For more information, see [Configure POP and IMAP settings with the Gmail API](https://developers.')
def gmail_users_settings_updatePop(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_pop(session, userId=userId, body=body)


@router.put('/gmail/v1/users/{userId}/settings/vacation', operation_id='gmail.users.settings.updateVacation', status_code=200, summary='Updates vacation responder settings. For more information, see [Manage vacation settings with the Gmail API](https://dev')
def gmail_users_settings_updateVacation(
    session: SessionDep,
    userId: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_vacation(session, userId=userId, body=body)
