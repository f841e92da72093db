# GENERATED from environments/spotify/contract.json by `fgb scaffold spotify` (nox -s scaffold): do not edit.
"""Routes of the library resource: each one validates parameters and calls handlers/library.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import library as handlers

router = APIRouter(tags=['library'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/me/albums/contains', operation_id='library_check-users-saved-albums', status_code=200, summary="Check User's Saved Albums")
def library_check_users_saved_albums(
    session: SessionDep,
    ids: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.check_users_saved_albums(session, ids=ids)


@router.get('/v1/me/tracks/contains', operation_id='library_check-users-saved-tracks', status_code=200, summary="Check User's Saved Tracks")
def library_check_users_saved_tracks(
    session: SessionDep,
    ids: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.check_users_saved_tracks(session, ids=ids)


@router.get('/v1/me/albums', operation_id='library_get-users-saved-albums', status_code=200, summary="Get User's Saved Albums")
def library_get_users_saved_albums(
    session: SessionDep,
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_users_saved_albums(session, limit=limit, market=market, offset=offset)


@router.get('/v1/me/tracks', operation_id='library_get-users-saved-tracks', status_code=200, summary="Get User's Saved Tracks")
def library_get_users_saved_tracks(
    session: SessionDep,
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_users_saved_tracks(session, limit=limit, market=market, offset=offset)


@router.delete('/v1/me/albums', operation_id='library_remove-albums-user', status_code=200, summary="Remove Users' Saved Albums")
def library_remove_albums_user(
    session: SessionDep,
    ids: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove_albums_user(session, ids=ids, body=body)


@router.delete('/v1/me/tracks', operation_id='library_remove-tracks-user', status_code=200, summary="Remove User's Saved Tracks")
def library_remove_tracks_user(
    session: SessionDep,
    ids: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove_tracks_user(session, ids=ids, body=body)


@router.put('/v1/me/albums', operation_id='library_save-albums-user', status_code=200, summary='Save Albums for Current User')
def library_save_albums_user(
    session: SessionDep,
    ids: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.save_albums_user(session, ids=ids, body=body)


@router.put('/v1/me/tracks', operation_id='library_save-tracks-user', status_code=200, summary='Save Tracks for Current User')
def library_save_tracks_user(
    session: SessionDep,
    ids: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.save_tracks_user(session, ids=ids, body=body)
