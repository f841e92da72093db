"""Orders: place the cart (stock goes down, the cart empties), list, cancel before shipping (stock comes back)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..models import CartItem, Order, OrderItem, Product
from ..store import ORDERS, cart_rows, checkout, conflict, new_id, now_text, order_resource

get = ORDERS.get


def create(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    money = checkout(session, body)
    order = Order(
        id=new_id(session, "o-"),
        status="ordered",
        address_id=money["address_id"],
        shipping_speed=money["shipping_speed"],
        items_subtotal=money["items_subtotal"],
        shipping=money["shipping"],
        tax=money["tax"],
        total=money["total"],
        placed_at=now_text(),
        delivery_date=money["delivery_date"],
        delivered_on=None,
    )
    session.add(order)
    session.flush()
    for item, product in cart_rows(session):
        session.add(
            OrderItem(
                order_id=order.id,
                asin=product.asin,
                title=product.title,
                unit_price=product.price,
                quantity=item.quantity,
                returned_quantity=0,
            )
        )
        product.stock -= item.quantity
    session.execute(delete(CartItem))
    session.commit()
    return order_resource(order)


def list_(session: Session, *, status: str | None = None, **_: Any) -> Any:
    rows = session.scalars(select(Order).order_by(Order.placed_at.desc(), Order.id.desc()))
    return {"orders": [order_resource(o) for o in rows if status is None or o.status == status]}


def cancel(session: Session, *, order_id: str, **_: Any) -> Any:
    order = ORDERS.row(session, {"order_id": order_id})
    if order.status != "ordered":
        raise conflict(f"a {order.status} order cannot be cancelled")
    order.status = "cancelled"
    for item in session.scalars(select(OrderItem).where(OrderItem.order_id == order.id)):
        product = session.get(Product, item.asin)
        assert product is not None
        product.stock += item.quantity
    session.commit()
    return order_resource(order)
