# GENERATED from environments/spotify/contract.json by `fgb scaffold spotify` (nox -s scaffold): do not edit.
"""Routes of the player resource: each one validates parameters and calls handlers/player.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import player as handlers

router = APIRouter(tags=['player'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/me/player/queue', operation_id='player_add-to-queue', status_code=204, summary='Add Item to Playback Queue', response_class=Response, response_model=None)
def player_add_to_queue(
    session: SessionDep,
    device_id: Annotated[str | None, Query()] = None,
    uri: Annotated[str | None, Query()] = None,
) -> Response:
    handlers.add_to_queue(session, device_id=device_id, uri=uri)
    return Response(status_code=204)


@router.get('/v1/me/player/queue', operation_id='player_get-queue', status_code=200, summary="Get the User's Queue")
def player_get_queue(
    session: SessionDep,
) -> Any:
    return handlers.get_queue(session, )


@router.get('/v1/me/player/currently-playing', operation_id='player_get-the-users-currently-playing-track', status_code=200, summary='Get Currently Playing Track')
def player_get_the_users_currently_playing_track(
    session: SessionDep,
    additional_types: Annotated[str | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_the_users_currently_playing_track(session, additional_types=additional_types, market=market)


@router.put('/v1/me/player/pause', operation_id='player_pause-a-users-playback', status_code=204, summary='Pause Playback', response_class=Response, response_model=None)
def player_pause_a_users_playback(
    session: SessionDep,
    device_id: Annotated[str | None, Query()] = None,
) -> Response:
    handlers.pause_a_users_playback(session, device_id=device_id)
    return Response(status_code=204)


@router.post('/v1/me/player/next', operation_id='player_skip-users-playback-to-next-track', status_code=204, summary='Skip To Next', response_class=Response, response_model=None)
def player_skip_users_playback_to_next_track(
    session: SessionDep,
    device_id: Annotated[str | None, Query()] = None,
) -> Response:
    handlers.skip_users_playback_to_next_track(session, device_id=device_id)
    return Response(status_code=204)


@router.put('/v1/me/player/play', operation_id='player_start-a-users-playback', status_code=204, summary='Start/Resume Playback', response_class=Response, response_model=None)
def player_start_a_users_playback(
    session: SessionDep,
    device_id: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Response:
    handlers.start_a_users_playback(session, device_id=device_id, body=body)
    return Response(status_code=204)
