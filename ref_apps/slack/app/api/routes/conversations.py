# GENERATED from environments/slack/contract.json by `fgb scaffold slack` (nox -s scaffold): do not edit.
"""Routes of the conversations resource: each one validates parameters and calls handlers/conversations.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import conversations as handlers

router = APIRouter(tags=['conversations'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/conversations.archive', operation_id='conversations_archive', status_code=200, summary='Archives a conversation.')
def conversations_archive(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.archive(session, token=token, body=body)


@router.post('/conversations.create', operation_id='conversations_create', status_code=200, summary='Initiates a public or private channel-based conversation')
def conversations_create(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, token=token, body=body)


@router.get('/conversations.history', operation_id='conversations_history', status_code=200, summary="Fetches a conversation's history of messages and events.")
def conversations_history(
    session: SessionDep,
    channel: Annotated[str | None, Query()] = None,
    cursor: Annotated[str | None, Query()] = None,
    inclusive: Annotated[bool | None, Query()] = None,
    latest: Annotated[float | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    oldest: Annotated[float | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.history(session, channel=channel, cursor=cursor, inclusive=inclusive, latest=latest, limit=limit, oldest=oldest, token=token)


@router.get('/conversations.info', operation_id='conversations_info', status_code=200, summary='Retrieve information about a conversation.')
def conversations_info(
    session: SessionDep,
    channel: Annotated[str | None, Query()] = None,
    include_locale: Annotated[bool | None, Query()] = None,
    include_num_members: Annotated[bool | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.info(session, channel=channel, include_locale=include_locale, include_num_members=include_num_members, token=token)


@router.post('/conversations.invite', operation_id='conversations_invite', status_code=200, summary='Invites users to a channel.')
def conversations_invite(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.invite(session, token=token, body=body)


@router.post('/conversations.join', operation_id='conversations_join', status_code=200, summary='Joins an existing conversation.')
def conversations_join(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.join(session, token=token, body=body)


@router.post('/conversations.kick', operation_id='conversations_kick', status_code=200, summary='Removes a user from a conversation.')
def conversations_kick(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.kick(session, token=token, body=body)


@router.post('/conversations.leave', operation_id='conversations_leave', status_code=200, summary='Leaves a conversation.')
def conversations_leave(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.leave(session, token=token, body=body)


@router.get('/conversations.list', operation_id='conversations_list', status_code=200, summary='Lists all channels in a Slack team.')
def conversations_list(
    session: SessionDep,
    cursor: Annotated[str | None, Query()] = None,
    exclude_archived: Annotated[bool | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    types: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, cursor=cursor, exclude_archived=exclude_archived, limit=limit, token=token, types=types)


@router.get('/conversations.members', operation_id='conversations_members', status_code=200, summary='Retrieve members of a conversation.')
def conversations_members(
    session: SessionDep,
    channel: Annotated[str | None, Query()] = None,
    cursor: Annotated[str | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.members(session, channel=channel, cursor=cursor, limit=limit, token=token)


@router.post('/conversations.rename', operation_id='conversations_rename', status_code=200, summary='Renames a conversation.')
def conversations_rename(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.rename(session, token=token, body=body)


@router.get('/conversations.replies', operation_id='conversations_replies', status_code=200, summary='Retrieve a thread of messages posted to a conversation')
def conversations_replies(
    session: SessionDep,
    channel: Annotated[str | None, Query()] = None,
    cursor: Annotated[str | None, Query()] = None,
    inclusive: Annotated[bool | None, Query()] = None,
    latest: Annotated[float | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    oldest: Annotated[float | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
    ts: Annotated[float | None, Query()] = None,
) -> Any:
    return handlers.replies(session, channel=channel, cursor=cursor, inclusive=inclusive, latest=latest, limit=limit, oldest=oldest, token=token, ts=ts)


@router.post('/conversations.setTopic', operation_id='conversations_setTopic', status_code=200, summary='Sets the topic for a conversation.')
def conversations_setTopic(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.set_topic(session, token=token, body=body)
