"""Spotify's object shapes, paging objects, ids and errors: what every handler shares."""

from __future__ import annotations

import contextvars
from typing import Any
from urllib.parse import urlencode

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Album, Artist, Counter, Playlist, PlaylistItem, Track, User

ME = "mia"
BASE = contextvars.ContextVar("base", default="http://localhost")  # the request's own origin, for href/next/previous

# The player's refusals carry Spotify's PlayerErrorReasons; main.py's error shape looks them up by message.
REASONS = {
    "Player command failed: No next track": "NO_NEXT_TRACK",
    "Player command failed: Already paused": "ALREADY_PAUSED",
    "Player command failed: Not paused": "NOT_PAUSED",
}


def not_found() -> ApiError:
    return ApiError(404, "Resource not found")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def forbidden(message: str) -> ApiError:
    return ApiError(403, message)


def next_number(session: Session, name: str) -> int:
    """The next number of a counter: `ids` for new ids and snapshots, `seq` for library and queue order."""
    return bump(session, Counter, name)


def now() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%SZ")


def get_or_404(session: Session, model: Any, ident: str | None) -> Any:
    row = session.get(model, ident) if ident else None
    if row is None:
        raise not_found()
    return row


def id_list(ids: str | None, body: Any, key: str = "ids", most: int = 50) -> list[str]:
    """Ids from the comma-separated query parameter, else from the body's list; 1 to `most` of them."""
    found = (
        [x for x in (ids or "").split(",") if x] if ids else list((body or {}).get(key) or []) if isinstance(body, dict) else []
    )
    if not found:
        raise invalid("Missing required parameter: ids")
    if len(found) > most:
        raise invalid(f"Too many ids requested: at most {most}")
    return found


def bounds(limit: Any, offset: Any, default: int = 20, most: int = 50) -> tuple[int, int]:
    lim = default if limit is None else int(limit)
    off = 0 if offset is None else int(offset)
    if lim < 1 or lim > most:
        raise invalid("Invalid limit")
    if off < 0:
        raise invalid("Invalid offset")
    return lim, off


def paging(path: str, items: list[Any], limit: int, offset: int, query: dict[str, Any] | None = None) -> dict[str, Any]:
    """Spotify's paging object over the whole list: one page of items, total, and links to the pages around it."""
    total = len(items)

    def link(off: int) -> str:
        return f"{BASE.get()}{path}?{urlencode({**(query or {}), 'offset': off, 'limit': limit})}"

    return {
        "href": link(offset),
        "items": items[offset : offset + limit],
        "limit": limit,
        "offset": offset,
        "total": total,
        "next": link(offset + limit) if offset + limit < total else None,
        "previous": link(max(offset - limit, 0)) if offset > 0 else None,
    }


def artist_simple(a: Artist) -> dict[str, Any]:
    return {
        "id": a.id,
        "name": a.name,
        "uri": f"spotify:artist:{a.id}",
        "type": "artist",
        "href": f"{BASE.get()}/v1/artists/{a.id}",
    }


def artist_full(a: Artist) -> dict[str, Any]:
    return {
        **artist_simple(a),
        "genres": [g for g in a.genres.split(",") if g],
        "popularity": a.popularity,
        "followers": {"total": a.followers},
    }


def album_tracks(session: Session, album_id: str) -> list[Track]:
    return list(session.scalars(select(Track).where(Track.album_id == album_id).order_by(Track.track_number)))


def album_simple(session: Session, a: Album) -> dict[str, Any]:
    return {
        "id": a.id,
        "name": a.name,
        "album_type": a.album_type,
        "release_date": a.release_date,
        "release_date_precision": "day",
        "total_tracks": len(album_tracks(session, a.id)),
        "uri": f"spotify:album:{a.id}",
        "type": "album",
        "artists": [artist_simple(session.get(Artist, a.artist_id))],
    }


def album_full(session: Session, a: Album) -> dict[str, Any]:
    tracks = [track_simple(session, t) for t in album_tracks(session, a.id)]
    return {
        **album_simple(session, a),
        "label": a.label,
        "popularity": a.popularity,
        "genres": [],
        "tracks": paging(f"/v1/albums/{a.id}/tracks", tracks, 50, 0),
    }


def track_simple(session: Session, t: Track) -> dict[str, Any]:
    return {
        "id": t.id,
        "name": t.name,
        "uri": f"spotify:track:{t.id}",
        "type": "track",
        "duration_ms": t.duration_ms,
        "explicit": t.explicit,
        "track_number": t.track_number,
        "disc_number": 1,
        "is_local": False,
        "artists": [artist_simple(session.get(Artist, t.artist_id))],
    }


def track_full(session: Session, t: Track) -> dict[str, Any]:
    return {
        **track_simple(session, t),
        "popularity": t.popularity,
        "album": album_simple(session, session.get(Album, t.album_id)),
    }


def user_public(u: User) -> dict[str, Any]:
    return {"id": u.id, "display_name": u.display_name, "uri": f"spotify:user:{u.id}", "type": "user"}


def playlist_rows(session: Session, playlist_id: str) -> list[PlaylistItem]:
    return list(
        session.scalars(select(PlaylistItem).where(PlaylistItem.playlist_id == playlist_id).order_by(PlaylistItem.position))
    )


def playlist_item(session: Session, item: PlaylistItem) -> dict[str, Any]:
    return {
        "added_at": item.added_at,
        "added_by": {"id": item.added_by, "type": "user"},
        "is_local": False,
        "track": track_full(session, session.get(Track, item.track_id)),
    }


def playlist_simple(session: Session, p: Playlist) -> dict[str, Any]:
    return {
        "id": p.id,
        "name": p.name,
        "description": p.description,
        "public": p.public,
        "collaborative": p.collaborative,
        "snapshot_id": p.snapshot_id,
        "uri": f"spotify:playlist:{p.id}",
        "type": "playlist",
        "owner": user_public(session.get(User, p.owner_id)),
        "tracks": {"href": f"{BASE.get()}/v1/playlists/{p.id}/tracks", "total": len(playlist_rows(session, p.id))},
    }


def playlist_full(session: Session, p: Playlist) -> dict[str, Any]:
    items = [playlist_item(session, i) for i in playlist_rows(session, p.id)]
    return {
        **playlist_simple(session, p),
        "followers": {"total": 0},
        "tracks": paging(f"/v1/playlists/{p.id}/tracks", items, 100, 0),
    }
