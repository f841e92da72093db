# GENERATED from environments/slack/contract.json by `fgb scaffold slack` (nox -s scaffold): do not edit.
"""Routes of the pins resource: each one validates parameters and calls handlers/pins.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import pins as handlers

router = APIRouter(tags=['pins'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/pins.add', operation_id='pins_add', status_code=200, summary='Pins an item to a channel.')
def pins_add(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add(session, token=token, body=body)


@router.get('/pins.list', operation_id='pins_list', status_code=200, summary='Lists items pinned to a channel.')
def pins_list(
    session: SessionDep,
    channel: Annotated[str | None, Query()] = None,
    token: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, channel=channel, token=token)


@router.post('/pins.remove', operation_id='pins_remove', status_code=200, summary='Un-pins an item from a channel.')
def pins_remove(
    session: SessionDep,
    token: Annotated[str | None, Header()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove(session, token=token, body=body)
