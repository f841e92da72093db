"""The player: what plays now, the queue after it, next, pause and play."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit import clock
from ..models import Player, QueueItem, Track
from ..store import forbidden, invalid, next_number, not_found, track_full


def _player(session: Session) -> Player:
    p = session.get(Player, 1)
    assert p is not None
    return p


def _queued(session: Session) -> list[QueueItem]:
    return list(session.scalars(select(QueueItem).order_by(QueueItem.seq)))


def _track_of(session: Session, uri: Any) -> Track:
    kind, _, ident = str(uri or "").rpartition(":")
    if kind != "spotify:track":
        raise invalid("Unsupported uri kind")
    track = session.get(Track, ident)
    if track is None:
        raise not_found()
    return track


def add_to_queue(session: Session, *, uri: str | None = None, **_: Any) -> None:
    track = _track_of(session, uri)
    n = next_number(session, "seq")
    session.add(QueueItem(id=f"q{n}", seq=n, track_id=track.id))
    session.commit()


def get_queue(session: Session, **_: Any) -> Any:
    p = _player(session)
    return {
        "currently_playing": track_full(session, session.get(Track, p.track_id)),
        "queue": [track_full(session, session.get(Track, q.track_id)) for q in _queued(session)],
    }


def get_the_users_currently_playing_track(session: Session, **_: Any) -> Any:
    p = _player(session)
    return {
        "is_playing": p.is_playing,
        "progress_ms": p.progress_ms,
        "timestamp": clock.now_ms(),
        "context": None,
        "currently_playing_type": "track",
        "item": track_full(session, session.get(Track, p.track_id)),
    }


def skip_users_playback_to_next_track(session: Session, **_: Any) -> None:
    """The first queued track starts playing from the beginning and leaves the queue."""
    queued = _queued(session)
    if not queued:
        raise forbidden("Player command failed: No next track")
    p = _player(session)
    p.track_id, p.progress_ms, p.is_playing = queued[0].track_id, 0, True
    session.delete(queued[0])
    session.commit()


def pause_a_users_playback(session: Session, **_: Any) -> None:
    p = _player(session)
    if not p.is_playing:
        raise forbidden("Player command failed: Already paused")
    p.is_playing = False
    session.commit()


def start_a_users_playback(session: Session, *, body: Any = None, **_: Any) -> None:
    """With uris, play the first from its start; without, resume what is paused."""
    p = _player(session)
    uris = (body or {}).get("uris") if isinstance(body, dict) else None
    if uris:
        p.track_id, p.progress_ms = _track_of(session, uris[0]).id, 0
    elif p.is_playing:
        raise forbidden("Player command failed: Not paused")
    p.is_playing = True
    session.commit()
