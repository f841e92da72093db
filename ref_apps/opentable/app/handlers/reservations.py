"""Reservations: book within a slot's seats, change time or party size, cancel; freed seats promote the slot's waitlist."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ....kit.errors import ApiError
from ..models import Reservation, Slot, WaitlistEntry
from ..store import ME, invalid, new_id, not_found, party_size, ref, restaurant, seats_left, slot, started

VIEWS = ("upcoming", "past", "cancelled")


def resource(session: Session, row: Reservation) -> dict[str, Any]:
    place_slot = slot(session, row.slot_id)
    return {
        "id": row.id,
        "restaurant": ref(restaurant(session, place_slot.restaurant_id)),
        "slot_id": row.slot_id,
        "starts_at": place_slot.starts_at,
        "party_size": row.party_size,
        "status": row.status,
        "special_request": row.special_request,
    }


def _mine(session: Session, reservation_id: str) -> Reservation:
    row = session.get(Reservation, reservation_id)
    if row is None or row.diner != ME:
        raise not_found("Reservation")
    return row


def _bookable(session: Session, target: Slot) -> None:
    if started(target):
        raise invalid("That time has already started")


def promote(session: Session, slot_id: str) -> None:
    """Seats freed in a slot go to its waiting entries in join order, each one whose party fits."""
    target = slot(session, slot_id)
    waiting = session.scalars(
        select(WaitlistEntry).where(WaitlistEntry.slot_id == slot_id, WaitlistEntry.status == "waiting").order_by(WaitlistEntry.seq)
    )
    for entry in list(waiting):
        if entry.party_size <= seats_left(session, target):
            booked = Reservation(id=new_id(session, "res"), slot_id=slot_id, diner=entry.diner, party_size=entry.party_size,
                                 status="booked", special_request="", created_at=iso_now())
            session.add(booked)
            entry.status, entry.reservation_id = "promoted", booked.id
            session.flush()


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    target = slot(session, body.get("slot_id"))
    party = party_size(session, body.get("party_size"), restaurant(session, target.restaurant_id))
    _bookable(session, target)
    if party > seats_left(session, target):
        raise ApiError(409, "Not enough seats left at that time")
    row = Reservation(id=new_id(session, "res"), slot_id=target.id, diner=ME, party_size=party, status="booked",
                      special_request=str(body.get("special_request") or ""), created_at=iso_now())
    session.add(row)
    session.commit()
    return resource(session, row)


def list_(session: Session, *, status: str | None = None, **_: Any) -> Any:
    view = status or "upcoming"
    if view not in VIEWS:
        raise invalid("status must be upcoming, past or cancelled")
    rows = []
    for row in session.scalars(select(Reservation).where(Reservation.diner == ME)):
        place_slot = slot(session, row.slot_id)
        kind = "cancelled" if row.status == "cancelled" else ("past" if started(place_slot) else "upcoming")
        if kind == view:
            rows.append((place_slot.starts_at, row.id, row))
    rows.sort(key=lambda t: (t[0], t[1]))
    return {"total": len(rows), "reservations": [resource(session, r) for _, _, r in rows]}


def get(session: Session, *, reservation_id: str, **_: Any) -> Any:
    return resource(session, _mine(session, reservation_id))


def _open(session: Session, row: Reservation) -> Slot:
    current = slot(session, row.slot_id)
    if row.status != "booked" or started(current):
        raise ApiError(409, "This reservation can no longer change")
    return current


def modify(session: Session, *, reservation_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    row = _mine(session, reservation_id)
    current = _open(session, row)
    target = slot(session, body["slot_id"]) if "slot_id" in body else current
    if target.restaurant_id != current.restaurant_id:
        raise invalid("A reservation can only move to another time at the same restaurant")
    party = party_size(session, body.get("party_size", row.party_size), restaurant(session, current.restaurant_id))
    _bookable(session, target)
    room = seats_left(session, target) + (row.party_size if target.id == current.id else 0)
    if party > room:
        raise ApiError(409, "Not enough seats left at that time")
    row.slot_id, row.party_size = target.id, party
    if "special_request" in body:
        row.special_request = str(body["special_request"] or "")
    session.flush()
    promote(session, current.id)
    session.commit()
    return resource(session, row)


def cancel(session: Session, *, reservation_id: str, **_: Any) -> Any:
    row = _mine(session, reservation_id)
    current = _open(session, row)
    row.status = "cancelled"
    session.flush()
    promote(session, current.id)
    session.commit()
    return resource(session, row)
