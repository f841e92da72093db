"""Liked Songs and saved albums: save, remove, contains, and the lists newest first."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Album, SavedAlbum, SavedTrack, Track
from ..store import album_full, bounds, id_list, invalid, next_number, now, paging, track_full


def _save(session: Session, model: Any, saved: Any, key: str, ids: list[str]) -> None:
    """Every id must name a catalog item (else nothing is saved); an item saved already keeps its date."""
    if any(session.get(model, i) is None for i in ids):
        raise invalid("Invalid id")
    for i in dict.fromkeys(ids):
        if session.get(saved, i) is None:
            session.add(saved(**{key: i, "added_at": now(), "seq": next_number(session, "seq")}))
    session.commit()


def _remove(session: Session, saved: Any, ids: list[str]) -> None:
    for i in ids:
        row = session.get(saved, i)
        if row is not None:
            session.delete(row)
    session.commit()


def save_tracks_user(session: Session, *, ids: str | None = None, body: Any = None, **_: Any) -> None:
    _save(session, Track, SavedTrack, "track_id", id_list(ids, body))


def remove_tracks_user(session: Session, *, ids: str | None = None, body: Any = None, **_: Any) -> None:
    _remove(session, SavedTrack, id_list(ids, body))


def get_users_saved_tracks(session: Session, *, limit: Any = None, offset: Any = None, **_: Any) -> Any:
    lim, off = bounds(limit, offset)
    rows = session.scalars(select(SavedTrack).order_by(SavedTrack.seq.desc()))
    items = [{"added_at": r.added_at, "track": track_full(session, session.get(Track, r.track_id))} for r in rows]
    return paging("/v1/me/tracks", items, lim, off)


def check_users_saved_tracks(session: Session, *, ids: str | None = None, **_: Any) -> Any:
    return [session.get(SavedTrack, i) is not None for i in id_list(ids, None)]


def save_albums_user(session: Session, *, ids: str | None = None, body: Any = None, **_: Any) -> None:
    _save(session, Album, SavedAlbum, "album_id", id_list(ids, body, most=20))


def remove_albums_user(session: Session, *, ids: str | None = None, body: Any = None, **_: Any) -> None:
    _remove(session, SavedAlbum, id_list(ids, body, most=20))


def get_users_saved_albums(session: Session, *, limit: Any = None, offset: Any = None, **_: Any) -> Any:
    lim, off = bounds(limit, offset)
    rows = session.scalars(select(SavedAlbum).order_by(SavedAlbum.seq.desc()))
    items = [{"added_at": r.added_at, "album": album_full(session, session.get(Album, r.album_id))} for r in rows]
    return paging("/v1/me/albums", items, lim, off)


def check_users_saved_albums(session: Session, *, ids: str | None = None, **_: Any) -> Any:
    return [session.get(SavedAlbum, i) is not None for i in id_list(ids, None, most=20)]
