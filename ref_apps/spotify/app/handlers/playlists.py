"""Playlists: create, details, and the ordered items (add at a position, reorder a range, replace, remove)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Playlist, PlaylistItem, Track
from ..store import (
    ME,
    bounds,
    forbidden,
    get_or_404,
    invalid,
    next_number,
    now,
    paging,
    playlist_full,
    playlist_item,
    playlist_rows,
    playlist_simple,
)


def _editable(session: Session, playlist_id: str) -> Playlist:
    p = get_or_404(session, Playlist, playlist_id)
    if p.owner_id != ME and not p.collaborative:
        raise forbidden("You cannot change a playlist you do not own")
    return p


def _changed(session: Session, p: Playlist) -> dict[str, str]:
    """Every change gives the playlist a new snapshot_id."""
    p.snapshot_id = f"snap{next_number(session, 'ids')}"
    session.commit()
    return {"snapshot_id": p.snapshot_id}


def _flags(body: dict[str, Any], public: bool, collaborative: bool) -> tuple[bool, bool]:
    public = bool(body.get("public", public))
    collaborative = bool(body.get("collaborative", collaborative))
    if collaborative and public:
        raise invalid("A collaborative playlist must be private: set public to false")
    return public, collaborative


def create_playlist(session: Session, *, user_id: str, body: Any = None, **_: Any) -> Any:
    body = body if isinstance(body, dict) else {}
    if user_id != ME:
        raise forbidden("You cannot create a playlist for another user")
    if not body.get("name"):
        raise invalid("Missing required field: name")
    public, collaborative = _flags(body, True, False)
    p = Playlist(
        id=f"pl{next_number(session, 'ids')}",
        owner_id=ME,
        name=body["name"],
        description=body.get("description") or "",
        public=public,
        collaborative=collaborative,
        followed=True,
        seq=next_number(session, "seq"),
        snapshot_id="",
    )
    session.add(p)
    _changed(session, p)
    return playlist_full(session, p)


def get_a_list_of_current_users_playlists(session: Session, *, limit: Any = None, offset: Any = None, **_: Any) -> Any:
    """The playlists in the user's library, the most recently added first."""
    lim, off = bounds(limit, offset)
    rows = session.scalars(select(Playlist).where(Playlist.followed.is_(True)).order_by(Playlist.seq.desc()))
    return paging("/v1/me/playlists", [playlist_simple(session, p) for p in rows], lim, off)


def get_playlist(session: Session, *, playlist_id: str, **_: Any) -> Any:
    return playlist_full(session, get_or_404(session, Playlist, playlist_id))


def change_playlist_details(session: Session, *, playlist_id: str, body: Any = None, **_: Any) -> None:
    p = _editable(session, playlist_id)
    body = body if isinstance(body, dict) else {}
    if "name" in body and not body["name"]:
        raise invalid("name cannot be empty")
    p.public, p.collaborative = _flags(body, p.public, p.collaborative)
    if "name" in body:
        p.name = body["name"]
    if "description" in body:
        p.description = body["description"] or ""
    _changed(session, p)


def get_playlists_tracks(session: Session, *, playlist_id: str, limit: Any = None, offset: Any = None, **_: Any) -> Any:
    get_or_404(session, Playlist, playlist_id)
    lim, off = bounds(limit, offset, default=100, most=100)
    items = [playlist_item(session, i) for i in playlist_rows(session, playlist_id)]
    return paging(f"/v1/playlists/{playlist_id}/tracks", items, lim, off)


def _track_ids(session: Session, uris: list[Any]) -> list[str]:
    if not uris:
        raise invalid("No uris provided")
    if len(uris) > 100:
        raise invalid("Too many uris: at most 100")
    ids = []
    for uri in uris:
        kind, _, ident = str(uri).rpartition(":")
        if kind != "spotify:track" or session.get(Track, ident) is None:
            raise invalid(f"Invalid track uri: {uri}")
        ids.append(ident)
    return ids


def _uris(uris: str | None, body: Any) -> list[Any]:
    if isinstance(body, list):
        return body
    if isinstance(body, dict) and body.get("uris") is not None:
        return list(body["uris"])
    return [u for u in (uris or "").split(",") if u]


def _store(session: Session, p: Playlist, track_ids: list[str]) -> None:
    """The playlist's items become these tracks in this order: kept rows keep their dates, new rows are stamped now."""
    rows = playlist_rows(session, p.id)
    for row in rows[len(track_ids) :]:
        session.delete(row)
    for pos, track_id in enumerate(track_ids):
        if pos < len(rows):
            rows[pos].position, rows[pos].track_id = pos, track_id
        else:
            session.add(
                PlaylistItem(
                    id=f"pi{next_number(session, 'ids')}",
                    playlist_id=p.id,
                    position=pos,
                    track_id=track_id,
                    added_at=now(),
                    added_by=ME,
                )
            )
    session.flush()


def _arrange(session: Session, p: Playlist, order: list[PlaylistItem]) -> None:
    for pos, row in enumerate(order):
        row.position = pos
    session.flush()


def add_tracks_to_playlist(
    session: Session, *, playlist_id: str, position: Any = None, uris: str | None = None, body: Any = None, **_: Any
) -> Any:
    p = _editable(session, playlist_id)
    ids = _track_ids(session, _uris(uris, body))
    rows = playlist_rows(session, p.id)
    at = body.get("position") if isinstance(body, dict) and body.get("position") is not None else position
    at = len(rows) if at is None else int(at)
    if at < 0 or at > len(rows):
        raise invalid("Index out of bounds")
    new = [
        PlaylistItem(id=f"pi{next_number(session, 'ids')}", playlist_id=p.id, position=0, track_id=t, added_at=now(), added_by=ME)
        for t in ids
    ]
    session.add_all(new)
    _arrange(session, p, rows[:at] + new + rows[at:])
    return _changed(session, p)


def reorder_or_replace_playlists_tracks(
    session: Session, *, playlist_id: str, uris: str | None = None, body: Any = None, **_: Any
) -> Any:
    """With uris: replace every item. Else move range_length items from range_start to before insert_before."""
    p = _editable(session, playlist_id)
    body = body if isinstance(body, dict) else {}
    if body.get("uris") is not None or uris:
        _store(session, p, _track_ids(session, _uris(uris, body)) if _uris(uris, body) else [])
        return _changed(session, p)
    rows = playlist_rows(session, p.id)
    if body.get("range_start") is None or body.get("insert_before") is None:
        raise invalid("range_start and insert_before are required")
    start, before, length = int(body["range_start"]), int(body["insert_before"]), int(body.get("range_length") or 1)
    if start < 0 or length < 1 or start + length > len(rows) or before < 0 or before > len(rows):
        raise invalid("Index out of bounds")
    block = rows[start : start + length]
    rest = rows[:start] + rows[start + length :]
    cut = before if before <= start else max(before - length, start)
    _arrange(session, p, rest[:cut] + block + rest[cut:])
    return _changed(session, p)


def remove_tracks_playlist(session: Session, *, playlist_id: str, body: Any = None, **_: Any) -> Any:
    """Every occurrence of each named track leaves the playlist; the rest close up."""
    p = _editable(session, playlist_id)
    body = body if isinstance(body, dict) else {}
    named = body.get("tracks") if body.get("tracks") is not None else body.get("items")
    if not named:
        raise invalid("Missing required field: tracks")
    gone = set(_track_ids(session, [t.get("uri") if isinstance(t, dict) else t for t in named]))
    rows = playlist_rows(session, p.id)
    for row in rows:
        if row.track_id in gone:
            session.delete(row)
    _arrange(session, p, [r for r in rows if r.track_id not in gone])
    return _changed(session, p)


get_playlist_items = get_playlists_tracks
add_playlist_items = add_tracks_to_playlist
update_playlist_items = reorder_or_replace_playlists_tracks
