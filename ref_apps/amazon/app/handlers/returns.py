"""Returns: delivered items, within 30 days, never more than were bought; the refund is their price."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import OrderItem, Return
from ..store import ORDERS, RETURNS, conflict, days_since, invalid, new_id, now_text, return_resource

list_ = RETURNS.list_
WINDOW_DAYS = 30
REASONS = ("defective", "wrong_item", "no_longer_needed", "arrived_late")


def create(session: Session, *, order_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    order = ORDERS.row(session, {"order_id": order_id})
    body = body or {}
    if order.status != "delivered" or order.delivered_on is None:
        raise conflict("only delivered orders can be returned")
    if days_since(order.delivered_on) > WINDOW_DAYS:
        raise conflict(f"the {WINDOW_DAYS}-day return window has closed")
    if body.get("reason") not in REASONS:
        raise invalid(f"reason is one of {', '.join(REASONS)}")
    item = session.get(OrderItem, (order.id, str(body.get("asin") or "")))
    if item is None:
        raise invalid("this product is not in the order")
    quantity = body.get("quantity")
    left = item.quantity - item.returned_quantity
    if not isinstance(quantity, int) or isinstance(quantity, bool) or quantity < 1:
        raise invalid("quantity is a whole number from 1")
    if quantity > left:
        raise conflict(f"only {left} left to return")
    item.returned_quantity += quantity
    ret = Return(
        id=new_id(session, "ret-"),
        order_id=order.id,
        asin=item.asin,
        quantity=quantity,
        reason=body["reason"],
        refund=item.unit_price * quantity,
        created=now_text(),
    )
    session.add(ret)
    session.commit()
    return return_resource(ret)
