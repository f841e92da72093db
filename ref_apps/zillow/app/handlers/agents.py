"""A listing agent with their for-sale listings."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Agent, Listing
from ..store import not_found, summary


def get(session: Session, *, agent_id: str, **_: Any) -> Any:
    agent = session.get(Agent, agent_id)
    if agent is None:
        raise not_found("Agent")
    rows = session.scalars(select(Listing).where(Listing.agent_id == agent.id, Listing.status == "for_sale").order_by(Listing.id))
    active = sorted(rows, key=lambda r: r.listed_at, reverse=True)
    return {
        "id": agent.id,
        "name": agent.name,
        "phone": agent.phone,
        "brokerage": agent.brokerage,
        "active_listing_count": len(active),
        "listings": [summary(session, r) for r in active],
    }
