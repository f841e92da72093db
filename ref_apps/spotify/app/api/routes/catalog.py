# GENERATED from environments/spotify/contract.json by `fgb scaffold spotify` (nox -s scaffold): do not edit.
"""Routes of the catalog resource: each one validates parameters and calls handlers/catalog.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import catalog as handlers

router = APIRouter(tags=['catalog'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/albums/{id}', operation_id='catalog_get-an-album', status_code=200, summary='Get Album')
def catalog_get_an_album(
    session: SessionDep,
    id: Annotated[str, Path()],
    market: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_an_album(session, id=id, market=market)


@router.get('/v1/albums/{id}/tracks', operation_id='catalog_get-an-albums-tracks', status_code=200, summary='Get Album Tracks')
def catalog_get_an_albums_tracks(
    session: SessionDep,
    id: Annotated[str, Path()],
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_an_albums_tracks(session, id=id, limit=limit, market=market, offset=offset)


@router.get('/v1/artists/{id}', operation_id='catalog_get-an-artist', status_code=200, summary='Get Artist')
def catalog_get_an_artist(
    session: SessionDep,
    id: Annotated[str, Path()],
) -> Any:
    return handlers.get_an_artist(session, id=id)


@router.get('/v1/artists/{id}/albums', operation_id='catalog_get-an-artists-albums', status_code=200, summary="Get Artist's Albums")
def catalog_get_an_artists_albums(
    session: SessionDep,
    id: Annotated[str, Path()],
    include_groups: Annotated[str | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
) -> Any:
    return handlers.get_an_artists_albums(session, id=id, include_groups=include_groups, limit=limit, market=market, offset=offset)


@router.get('/v1/tracks/{id}', operation_id='catalog_get-track', status_code=200, summary='Get Track')
def catalog_get_track(
    session: SessionDep,
    id: Annotated[str, Path()],
    market: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get_track(session, id=id, market=market)


@router.get('/v1/search', operation_id='catalog_search', status_code=200, summary='Search for Item')
def catalog_search(
    session: SessionDep,
    include_external: Annotated[str | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    market: Annotated[str | None, Query()] = None,
    offset: Annotated[int | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
    type: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.search(session, include_external=include_external, limit=limit, market=market, offset=offset, q=q, type=type)
