"""The product catalog with its pricing."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Product

FIELDS = ("id", "name", "capacity", "base_cents", "per_km_cents", "per_min_cents", "minimum_cents", "cancel_fee_cents")


def list_(session: Session, **_: Any) -> Any:
    rows = session.scalars(select(Product).order_by(Product.id))
    return {"products": [{f: getattr(p, f) for f in FIELDS} for p in rows]}
