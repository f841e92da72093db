"""The cart: one line per product, quantities bounded by stock."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..models import CartItem
from ..store import PRODUCTS, cart_rows, conflict, invalid, missing, now_text


def get(session: Session, **_: Any) -> Any:
    rows = cart_rows(session)
    items = [
        {
            "asin": p.asin,
            "title": p.title,
            "price": p.price,
            "quantity": i.quantity,
            "line_total": p.price * i.quantity,
            "prime": p.prime,
        }
        for i, p in rows
    ]
    return {
        "items": items,
        "items_subtotal": sum(x["line_total"] for x in items),
        "item_count": sum(x["quantity"] for x in items),
    }


def _quantity(value: Any, low: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= 30:
        raise invalid(f"quantity is a whole number from {low} to 30")
    return value


def _fits(stock: int, quantity: int) -> None:
    if quantity > stock:
        raise conflict("not enough in stock" if stock else "out of stock")


def add(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    product = PRODUCTS.row(session, {"asin": str(body.get("asin") or "")})
    quantity = _quantity(body.get("quantity", 1), 1)
    line = session.get(CartItem, product.asin)
    total = quantity + (line.quantity if line else 0)
    _fits(product.stock, total)
    if line is None:
        session.add(CartItem(asin=product.asin, quantity=total, added_at=now_text()))
    else:
        line.quantity = total
    session.commit()
    return get(session)


def update(session: Session, *, asin: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    line = session.get(CartItem, asin)
    if line is None:
        raise missing()
    quantity = _quantity((body or {}).get("quantity"), 0)
    if quantity == 0:
        session.delete(line)
    else:
        _fits(PRODUCTS.row(session, {"asin": asin}).stock, quantity)
        line.quantity = quantity
    session.commit()
    return get(session)


def remove(session: Session, *, asin: str, **_: Any) -> Any:
    line = session.get(CartItem, asin)
    if line is None:
        raise missing()
    session.delete(line)
    session.commit()
    return get(session)
