"""The cart: one restaurant at a time, lines priced with their options, and the checkout quote."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import delete
from sqlalchemy.orm import Session

from ..models import CartLine, MenuItem
from ..store import cart_lines, cart_resource, charges, conflict, invalid, is_open, missing, new_id, restaurant_row, unit_price


def get(session: Session, **_: Any) -> Any:
    return cart_resource(session)


def _quantity(value: Any, allow_zero: bool = False) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < (0 if allow_zero else 1) or value > 50:
        raise invalid("quantity is a whole number from 1 to 50")
    return value


def add_item(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    item = session.get(MenuItem, str(body.get("item_id") or ""))
    if item is None:
        raise missing()
    restaurant = restaurant_row(session, item.restaurant_id)
    if not is_open(restaurant):
        raise conflict(f"{restaurant.name} is closed now")
    if not item.available:
        raise conflict(f"{item.name} is not available")
    quantity = _quantity(body.get("quantity", 1))
    price = unit_price(session, item, body.get("options", []))
    lines = cart_lines(session)
    if lines and lines[0].restaurant_id != item.restaurant_id:
        if not body.get("replace_cart"):
            raise conflict("the cart holds another restaurant's items: send replace_cart to start over")
        session.execute(delete(CartLine))
    session.add(
        CartLine(
            id=new_id(session, "cl-"),
            item_id=item.id,
            restaurant_id=item.restaurant_id,
            quantity=quantity,
            note=str(body.get("note") or ""),
            options=json.dumps(body.get("options", [])),
            unit_price=price,
            line_total=price * quantity,
        )
    )
    session.commit()
    return cart_resource(session)


def update_item(session: Session, *, line_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    line = session.get(CartLine, line_id)
    if line is None:
        raise missing()
    body = body or {}
    if "quantity" in body:
        quantity = _quantity(body["quantity"], allow_zero=True)
        if quantity == 0:
            session.delete(line)
            session.commit()
            return cart_resource(session)
        line.quantity = quantity
        line.line_total = line.unit_price * quantity
    if "note" in body:
        line.note = str(body["note"] or "")
    session.commit()
    return cart_resource(session)


def remove_item(session: Session, *, line_id: str, **_: Any) -> Any:
    line = session.get(CartLine, line_id)
    if line is None:
        raise missing()
    session.delete(line)
    session.commit()
    return cart_resource(session)


def clear(session: Session, **_: Any) -> Any:
    session.execute(delete(CartLine))
    session.commit()
    return cart_resource(session)


def quote(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    return charges(session, body)[0]
