# GENERATED from environments/spotify/contract.json by `fgb scaffold spotify` (nox -s scaffold): do not edit.
"""Routes of the playlists resource: each one validates parameters and calls handlers/playlists.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import playlists as handlers

router = APIRouter(tags=['playlists'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/playlists/{playlist_id}/items', operation_id='playlists_add-playlist-items', status_code=201, summary='Add Items to Playlist (the /items name; the body may be a bare list of uris)')
def playlists_add_playlist_items(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    position: Annotated[int | None, Query()] = None,
    uris: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | list[Any] | None, Body()] = None,
) -> Any:
    return handlers.add_playlist_items(session, playlist_id=playlist_id, position=position, uris=uris, body=body)


@router.post('/v1/playlists/{playlist_id}/tracks', operation_id='playlists_add-tracks-to-playlist', status_code=201, summary='Add Items to Playlist')
def playlists_add_tracks_to_playlist(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    position: Annotated[int | None, Query()] = None,
    uris: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_tracks_to_playlist(session, playlist_id=playlist_id, position=position, uris=uris, body=body)


@router.put('/v1/playlists/{playlist_id}', operation_id='playlists_change-playlist-details', status_code=200, summary='Change Playlist Details')
def playlists_change_playlist_details(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.change_playlist_details(session, playlist_id=playlist_id, body=body)


@router.post('/v1/users/{user_id}/playlists', operation_id='playlists_create-playlist', status_code=201, summary='Create Playlist')
def playlists_create_playlist(
    session: SessionDep,
    user_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_playlist(session, user_id=user_id, body=body)


@router.get('/v1/me/playlists', operation_id='playlists_get-a-list-of-current-users-playlists', status_code=200, summary="Get Current User's Playlists")
def playlists_get_a_list_of_current_users_playlists(
    session: SessionDep,
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_a_list_of_current_users_playlists(session, limit=limit, offset=offset)


@router.get('/v1/playlists/{playlist_id}', operation_id='playlists_get-playlist', status_code=200, summary='Get Playlist')
def playlists_get_playlist(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    additional_types: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_playlist(session, playlist_id=playlist_id, additional_types=additional_types, fields=fields, market=market)


@router.get('/v1/playlists/{playlist_id}/items', operation_id='playlists_get-playlist-items', status_code=200, summary='Get Playlist Items (the /items name spotipy 2.26 calls)')
def playlists_get_playlist_items(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    additional_types: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_playlist_items(session, playlist_id=playlist_id, additional_types=additional_types, fields=fields, limit=limit, market=market, offset=offset)


@router.get('/v1/playlists/{playlist_id}/tracks', operation_id='playlists_get-playlists-tracks', status_code=200, summary='Get Playlist Items')
def playlists_get_playlists_tracks(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    additional_types: Annotated[str | None, Query()] = None,
    fields: Annotated[str | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_playlists_tracks(session, playlist_id=playlist_id, additional_types=additional_types, fields=fields, limit=limit, market=market, offset=offset)


@router.delete('/v1/playlists/{playlist_id}/tracks', operation_id='playlists_remove-tracks-playlist', status_code=200, summary='Remove Playlist Items')
def playlists_remove_tracks_playlist(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove_tracks_playlist(session, playlist_id=playlist_id, body=body)


@router.put('/v1/playlists/{playlist_id}/tracks', operation_id='playlists_reorder-or-replace-playlists-tracks', status_code=200, summary='Update Playlist Items')
def playlists_reorder_or_replace_playlists_tracks(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    uris: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.reorder_or_replace_playlists_tracks(session, playlist_id=playlist_id, uris=uris, body=body)


@router.put('/v1/playlists/{playlist_id}/items', operation_id='playlists_update-playlist-items', status_code=200, summary='Update Playlist Items (the /items name: reorder or replace)')
def playlists_update_playlist_items(
    session: SessionDep,
    playlist_id: Annotated[str, Path()],
    uris: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_playlist_items(session, playlist_id=playlist_id, uris=uris, body=body)
