"""Catalog reads (tracks, albums, artists) and search over them."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Album, Artist, Track
from ..store import (
    album_full,
    album_simple,
    album_tracks,
    artist_full,
    bounds,
    get_or_404,
    invalid,
    paging,
    track_full,
    track_simple,
)

SEARCH_TYPES = ("album", "artist", "track")


def get_track(session: Session, *, id: str, **_: Any) -> Any:  # noqa: A002
    return track_full(session, get_or_404(session, Track, id))


def get_an_album(session: Session, *, id: str, **_: Any) -> Any:  # noqa: A002
    return album_full(session, get_or_404(session, Album, id))


def get_an_albums_tracks(session: Session, *, id: str, limit: Any = None, offset: Any = None, **_: Any) -> Any:  # noqa: A002
    get_or_404(session, Album, id)
    lim, off = bounds(limit, offset)
    return paging(f"/v1/albums/{id}/tracks", [track_simple(session, t) for t in album_tracks(session, id)], lim, off)


def get_an_artist(session: Session, *, id: str, **_: Any) -> Any:  # noqa: A002
    return artist_full(get_or_404(session, Artist, id))


def get_an_artists_albums(
    session: Session, *, id: str, limit: Any = None, offset: Any = None, include_groups: str | None = None, **_: Any
) -> Any:  # noqa: A002
    """The artist's albums, newest release first; include_groups keeps only the named album types."""
    get_or_404(session, Artist, id)
    lim, off = bounds(limit, offset)
    rows = session.scalars(select(Album).where(Album.artist_id == id).order_by(Album.release_date.desc(), Album.id))
    groups = {g for g in (include_groups or "").split(",") if g}
    items = [album_simple(session, a) for a in rows if not groups or a.album_type in groups]
    return paging(f"/v1/artists/{id}/albums", items, lim, off)


def _ranked(rows: list[Any]) -> list[Any]:
    return sorted(rows, key=lambda r: (-r.popularity, r.name, r.id))


def search(session: Session, *, q: str | None = None, type: Any = None, limit: Any = None, offset: Any = None, **_: Any) -> Any:  # noqa: A002
    """Case-insensitive substring search: a track matches by its own, its artist's or its album's name."""
    if not q:
        raise invalid("No search query")
    asked = ",".join(type) if isinstance(type, list) else (type or "")  # repeated or comma-separated
    kinds = [k for k in asked.split(",") if k]
    if not kinds or any(k not in SEARCH_TYPES for k in kinds):
        raise invalid("Bad search type field")
    lim, off = bounds(limit, offset)
    needle = q.lower()
    artists = {a.id: a for a in session.scalars(select(Artist))}
    albums = {a.id: a for a in session.scalars(select(Album))}
    query = {"q": q, "type": asked}
    out: dict[str, Any] = {}
    if "track" in kinds:
        hits = [
            t
            for t in session.scalars(select(Track))
            if needle in t.name.lower()
            or needle in artists[t.artist_id].name.lower()
            or needle in albums[t.album_id].name.lower()
        ]
        out["tracks"] = paging("/v1/search", [track_full(session, t) for t in _ranked(hits)], lim, off, query)
    if "artist" in kinds:
        hits = [a for a in artists.values() if needle in a.name.lower()]
        out["artists"] = paging("/v1/search", [artist_full(a) for a in _ranked(hits)], lim, off, query)
    if "album" in kinds:
        hits = [a for a in albums.values() if needle in a.name.lower() or needle in artists[a.artist_id].name.lower()]
        out["albums"] = paging("/v1/search", [album_simple(session, a) for a in _ranked(hits)], lim, off, query)
    return out
