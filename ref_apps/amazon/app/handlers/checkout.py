"""The checkout preview: what placing the cart would charge, and when it would arrive."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..store import checkout


def preview(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    out = checkout(session, body)
    return {k: out[k] for k in ("items_subtotal", "shipping", "tax", "total", "delivery_date")}
