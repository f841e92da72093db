"""Listings: map-and-filter search, one home's details with its payment estimate, and its tour slots."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Agent, SavedHome, Tour, TourSlot
from ..store import days_since, estimate_for, filters_from, listing, results, summary


def search(session: Session, **query: Any) -> Any:
    return results(session, filters_from(query))


def get(session: Session, *, listing_id: str, **_: Any) -> Any:
    row = listing(session, listing_id)
    agent = session.get(Agent, row.agent_id)
    assert agent is not None
    saved = session.get(SavedHome, row.id)
    return {
        **summary(session, row),
        "description": row.description,
        "year_built": row.year_built,
        "hoa_monthly": row.hoa_monthly,
        "price_per_sqft": int(row.price / row.sqft + 0.5),
        "days_on_zillow": days_since(row.listed_at),
        "saved_note": saved.note if saved else None,
        "estimated_monthly_payment": estimate_for(session, row),
        "agent": {"id": agent.id, "name": agent.name, "phone": agent.phone, "brokerage": agent.brokerage},
    }


def held_slots(session: Session) -> set[str]:
    return set(session.scalars(select(Tour.slot_id).where(Tour.status == "requested")))


def slots(session: Session, *, listing_id: str, **_: Any) -> Any:
    row = listing(session, listing_id)
    held = held_slots(session)
    stmt = select(TourSlot).where(TourSlot.listing_id == row.id, TourSlot.starts_at > iso_now()).order_by(TourSlot.starts_at, TourSlot.id)
    return {"slots": [{"id": s.id, "starts_at": s.starts_at, "available": s.id not in held} for s in session.scalars(stmt)]}
