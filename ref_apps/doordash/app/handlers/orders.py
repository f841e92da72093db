"""Orders: checkout from the cart, the status flow the restaurant and courier drive, cancelling."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session, object_session

from ....kit.crud import Crud, Resource
from ..models import CartLine, MenuItem, OptionChoice, Order, OrderLine
from ..store import FLOW, cart_lines, charges, conflict, invalid, is_open, missing, new_id, now_text


def _resource(session: Session, o: Order) -> dict[str, Any]:
    lines = session.scalars(select(OrderLine).where(OrderLine.order_id == o.id).order_by(OrderLine.id))
    keys = ("subtotal", "delivery_fee", "service_fee", "small_order_fee", "tax", "tip", "discount", "total")
    return {
        "id": o.id,
        "restaurant_id": o.restaurant_id,
        "status": o.status,
        "promo_code": o.promo_code,
        "address": o.address,
        "placed_at": o.placed_at,
        "updated_at": o.updated_at,
        "refund": o.refund,
        "charges": {k: getattr(o, k) for k in keys},
        "lines": [
            {
                "name": x.item_name,
                "quantity": x.quantity,
                "options": x.options_text,
                "unit_price": x.unit_price,
                "line_total": x.line_total,
            }
            for x in lines
        ],
    }


def _row(session: Session, order_id: str) -> Order:
    found = session.get(Order, order_id)
    if found is None:
        raise missing()
    return found


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = dict(body or {})
    money, code, restaurant = charges(session, body)
    if not is_open(restaurant):
        raise conflict(f"{restaurant.name} is closed now")
    order = Order(
        id=new_id(session, "o-"),
        restaurant_id=restaurant.id,
        status="placed",
        promo_code=code,
        address=str(body.get("address") or "350 5th Ave, New York"),
        placed_at=now_text(),
        updated_at=now_text(),
        refund=0,
        **money,
    )
    session.add(order)
    session.flush()
    for n, line in enumerate(cart_lines(session)):
        item = session.get(MenuItem, line.item_id)
        assert item is not None
        names = [c.name for c in (session.get(OptionChoice, i) for i in json.loads(line.options)) if c is not None]
        unit = line.unit_price
        session.add(
            OrderLine(
                id=f"{order.id}-{n + 1}",
                order_id=order.id,
                item_name=item.name,
                quantity=line.quantity,
                options_text=", ".join(names),
                unit_price=unit,
                line_total=unit * line.quantity,
            )
        )
    session.execute(delete(CartLine))
    session.commit()
    return _resource(session, order)


def _render(o: Order) -> dict[str, Any]:
    session = object_session(o)
    assert session is not None
    return _resource(session, o)


ORDERS = Crud(
    Resource(
        model=Order,
        render=_render,
        id_param="order_id",
        filters={"status": "status"},
        order_by=("-placed_at", "-id"),
        envelope=lambda items, params: {"orders": items},
        not_found=missing,
        bad_request=invalid,
    )
)
list_ = ORDERS.list_
get = ORDERS.get


def cancel(session: Session, *, order_id: str, **_: Any) -> Any:
    order = _row(session, order_id)
    allowed = ("placed", "confirmed")
    if order.status not in allowed:
        raise conflict(f"a {order.status.replace('_', ' ')} order cannot be cancelled")
    order.status, order.refund, order.updated_at = "cancelled", order.total, now_text()
    session.commit()
    return _resource(session, order)


def advance(session: Session, *, order_id: str, **_: Any) -> Any:
    order = _row(session, order_id)
    if order.status not in FLOW[:-1]:
        raise conflict(f"a {order.status.replace('_', ' ')} order has no next step")
    order.status, order.updated_at = FLOW[FLOW.index(order.status) + 1], now_text()
    session.commit()
    return _resource(session, order)
