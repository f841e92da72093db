"""Saved homes: save (idempotent), annotate, remove; listed newest saved first."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import SavedHome
from ..store import invalid, listing, not_found, summary

NOTE_MAX = 200


def _note(body: dict[str, Any] | None, required: bool) -> str | None:
    note = (body or {}).get("note")
    if note is None and not required:
        return None
    if not isinstance(note, str):
        raise invalid("note must be text")
    if len(note) > NOTE_MAX:
        raise invalid(f"note must be at most {NOTE_MAX} characters")
    return note


def resource(row: SavedHome) -> dict[str, Any]:
    return {"listing_id": row.listing_id, "note": row.note, "saved_at": row.saved_at}


def _saved(session: Session, listing_id: str) -> SavedHome:
    row = session.get(SavedHome, listing(session, listing_id).id)
    if row is None:
        raise not_found("Saved home")
    return row


def list_(session: Session, **_: Any) -> Any:
    rows = session.scalars(select(SavedHome).order_by(SavedHome.listing_id))
    ordered = sorted(rows, key=lambda r: r.saved_at, reverse=True)
    return {"homes": [{**resource(r), "listing": summary(session, listing(session, r.listing_id))} for r in ordered]}


def save(session: Session, *, listing_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    home = listing(session, listing_id)
    note = _note(body, required=False)
    row = session.get(SavedHome, home.id)
    if row is None:
        row = SavedHome(listing_id=home.id, note=note or "", saved_at=iso_now())
        session.add(row)
    elif note is not None:
        row.note = note
    session.commit()
    return resource(row)


def update(session: Session, *, listing_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    row = _saved(session, listing_id)
    row.note = _note(body, required=True) or ""
    session.commit()
    return resource(row)


def remove(session: Session, *, listing_id: str, **_: Any) -> Any:
    session.delete(_saved(session, listing_id))
    session.commit()
