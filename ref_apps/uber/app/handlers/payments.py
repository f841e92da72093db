"""Payment methods: one default at a time; the default and methods rides used cannot be deleted."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import PaymentMethod, Ride
from ..store import conflict, get, invalid, new_id, payment_resource


def list_(session: Session, **_: Any) -> Any:
    rows = sorted(session.scalars(select(PaymentMethod)), key=lambda m: (not m.is_default, m.id))
    return {"payment_methods": [payment_resource(m) for m in rows]}


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    brand, last4 = body.get("brand"), body.get("last4")
    if not isinstance(brand, str) or not brand.strip():
        raise invalid("brand is required")
    if not isinstance(last4, str) or not re.fullmatch(r"[0-9]{4}", last4):
        raise invalid("last4 must be four digits")
    pm = PaymentMethod(id=new_id(session, "pm"), kind="card", brand=brand.strip(), last4=last4, is_default=False)
    session.add(pm)
    session.commit()
    return payment_resource(pm)


def set_default(session: Session, *, payment_method_id: str, **_: Any) -> Any:
    chosen = get(session, PaymentMethod, payment_method_id, "Payment method")
    for pm in session.scalars(select(PaymentMethod)):
        pm.is_default = pm.id == chosen.id
    session.commit()
    return payment_resource(chosen)


def used(session: Session, pm: PaymentMethod) -> bool:
    return session.scalars(select(Ride).where(Ride.payment_method_id == pm.id)).first() is not None


def delete(session: Session, *, payment_method_id: str, **_: Any) -> None:
    pm = get(session, PaymentMethod, payment_method_id, "Payment method")
    if pm.is_default:
        raise conflict("The default payment method cannot be deleted")
    if used(session, pm):
        raise conflict("A payment method used by a ride cannot be deleted")
    session.delete(pm)
    session.commit()
