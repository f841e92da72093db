"""Tour requests: one held slot per request, one active request per home, cancel and reschedule free the slot."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Tour, TourSlot
from ..store import invalid, listing, new_id, not_found, summary
from .listings import held_slots


def _text(body: dict[str, Any], key: str) -> str:
    value = body.get(key)
    if not isinstance(value, str) or not value.strip():
        raise invalid(f"{key} is required")
    return value.strip()


def _tour(session: Session, tour_id: str) -> Tour:
    row = session.get(Tour, tour_id)
    if row is None:
        raise not_found("Tour")
    return row


def _free_slot(session: Session, listing_id: str, slot_id: Any) -> TourSlot:
    """A slot of this listing, in the future, that no requested tour holds."""
    slot = session.get(TourSlot, slot_id) if isinstance(slot_id, str) else None
    if slot is None or slot.listing_id != listing_id:
        raise not_found("Tour slot")
    if slot.starts_at <= iso_now():
        raise invalid("That slot has passed")
    if slot.id in held_slots(session):
        raise ApiError(409, "That slot is taken")
    return slot


def resource(session: Session, row: Tour) -> dict[str, Any]:
    slot = session.get(TourSlot, row.slot_id)
    assert slot is not None
    return {
        "id": row.id,
        "listing": summary(session, listing(session, row.listing_id)),
        "slot_id": row.slot_id,
        "starts_at": slot.starts_at,
        "name": row.name,
        "phone": row.phone,
        "message": row.message,
        "status": row.status,
        "created_at": row.created_at,
    }


def list_(session: Session, *, status: str | None = None, **_: Any) -> Any:
    if status not in (None, "", "requested", "cancelled"):
        raise invalid("status must be requested or cancelled")
    rows = [r for r in session.scalars(select(Tour).order_by(Tour.id)) if not status or r.status == status]
    out = [resource(session, r) for r in rows]
    out.sort(key=lambda t: (t["starts_at"], t["status"] != "requested"))
    return {"tours": out}


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    name, phone = _text(body, "name"), _text(body, "phone")
    message = body.get("message") or ""
    if not isinstance(message, str):
        raise invalid("message must be text")
    home = listing(session, str(body.get("listing_id") or ""))
    if home.status != "for_sale":
        raise ApiError(409, "Only homes for sale can be toured")
    slot = _free_slot(session, home.id, body.get("slot_id"))
    if session.scalars(select(Tour).where(Tour.listing_id == home.id, Tour.status == "requested")).first():
        raise ApiError(409, "You already requested a tour of this home")
    row = Tour(id=new_id(session, "t"), listing_id=home.id, slot_id=slot.id, name=name, phone=phone, message=message.strip(),
               status="requested", created_at=iso_now())
    session.add(row)
    session.commit()
    return resource(session, row)


def get(session: Session, *, tour_id: str, **_: Any) -> Any:
    return resource(session, _tour(session, tour_id))


def cancel(session: Session, *, tour_id: str, **_: Any) -> Any:
    row = _tour(session, tour_id)
    if row.status != "requested":
        raise ApiError(409, "This tour is already cancelled")
    row.status = "cancelled"
    session.commit()
    return resource(session, row)


def reschedule(session: Session, *, tour_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    row = _tour(session, tour_id)
    if row.status != "requested":
        raise ApiError(409, "A cancelled tour cannot be rescheduled")
    row.slot_id = _free_slot(session, row.listing_id, (body or {}).get("slot_id")).id
    session.commit()
    return resource(session, row)
