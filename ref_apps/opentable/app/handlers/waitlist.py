"""Waitlist: join a slot that cannot seat the party, see one's place in line, leave."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import WaitlistEntry
from ..store import ME, invalid, new_id, next_seq, not_found, party_size, ref, restaurant, seats_left, slot, started


def position(session: Session, entry: WaitlistEntry) -> int | None:
    if entry.status != "waiting":
        return None
    ahead = select(func.count()).select_from(WaitlistEntry).where(
        WaitlistEntry.slot_id == entry.slot_id, WaitlistEntry.status == "waiting", WaitlistEntry.seq < entry.seq
    )
    return 1 + int(session.scalar(ahead) or 0)


def resource(session: Session, entry: WaitlistEntry) -> dict[str, Any]:
    place_slot = slot(session, entry.slot_id)
    return {
        "id": entry.id,
        "restaurant": ref(restaurant(session, place_slot.restaurant_id)),
        "slot_id": entry.slot_id,
        "starts_at": place_slot.starts_at,
        "party_size": entry.party_size,
        "status": entry.status,
        "position": position(session, entry),
        "reservation_id": entry.reservation_id,
    }


def join(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    target = slot(session, body.get("slot_id"))
    party = party_size(session, body.get("party_size"), restaurant(session, target.restaurant_id))
    if started(target):
        raise invalid("That time has already started")
    if seats_left(session, target) >= party:
        raise ApiError(409, "That time has seats: book it instead")
    twice = select(WaitlistEntry).where(
        WaitlistEntry.slot_id == target.id, WaitlistEntry.diner == ME, WaitlistEntry.status == "waiting"
    )
    if session.scalars(twice).first() is not None:
        raise ApiError(409, "You are already on this waitlist")
    entry = WaitlistEntry(id=new_id(session, "wl"), slot_id=target.id, diner=ME, party_size=party, status="waiting",
                          reservation_id=None, seq=next_seq(session))
    session.add(entry)
    session.commit()
    return resource(session, entry)


def list_(session: Session, **_: Any) -> Any:
    rows = session.scalars(select(WaitlistEntry).where(WaitlistEntry.diner == ME, WaitlistEntry.status == "waiting"))
    return {"entries": [resource(session, e) for e in rows]}


def leave(session: Session, *, entry_id: str, **_: Any) -> None:
    entry = session.get(WaitlistEntry, entry_id)
    if entry is None or entry.diner != ME:
        raise not_found("Waitlist entry")
    session.delete(entry)
    session.commit()
