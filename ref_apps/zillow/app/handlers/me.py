"""The signed-in shopper's header counts: saved homes, saved searches and upcoming tours."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import SavedHome, SavedSearch, Tour, TourSlot

NAME = "Riley Park"


def upcoming_tours(session: Session) -> int:
    stmt = select(func.count()).select_from(Tour).join(TourSlot, TourSlot.id == Tour.slot_id)
    return int(session.scalar(stmt.where(Tour.status == "requested", TourSlot.starts_at > iso_now())) or 0)


def summary(session: Session, **_: Any) -> Any:
    return {
        "name": NAME,
        "saved_home_count": int(session.scalar(select(func.count()).select_from(SavedHome)) or 0),
        "saved_search_count": int(session.scalar(select(func.count()).select_from(SavedSearch)) or 0),
        "upcoming_tour_count": upcoming_tours(session),
    }
