"""The mortgage calculator and the shopper's saved calculator defaults (which listing estimates use)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import MortgagePreferences
from ..store import mortgage, preferences


def _prefs(row: MortgagePreferences) -> dict[str, Any]:
    return {"down_payment_percent": row.down_payment_percent, "rate": row.rate, "term_years": row.term_years}


def estimate(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    return mortgage(body.get("price"), body.get("down_payment_percent"), body.get("rate"), body.get("term_years"))


def get_preferences(session: Session, **_: Any) -> Any:
    return _prefs(preferences(session))


def set_preferences(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    mortgage(100000, body.get("down_payment_percent"), body.get("rate"), body.get("term_years"))  # validates all three
    row = preferences(session)
    row.down_payment_percent = float(body["down_payment_percent"])
    row.rate = float(body["rate"])
    row.term_years = int(body["term_years"])
    session.commit()
    return _prefs(row)
