"""Catalogue, cart and checkout rules the handlers share (money in cents)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, object_session

from ...kit import clock
from ...kit.clock import now_text  # noqa: F401  (re-exported: store.now_text)
from ...kit.crud import Crud, Resource
from ...kit.errors import (
    ApiError,
    conflict,  # noqa: F401  (re-exported: store.conflict)
)
from ...kit.errors import bad_request as invalid  # noqa: F401  (the handlers' and mutants' store.invalid)
from ...kit.ids import bump
from .models import Address, CartItem, Counter, Order, OrderItem, Product, Return

TAX_BASIS_POINTS = {"CA": 725, "WA": 1010, "OR": 0}
SHIPPING = {"standard": 599, "two_day": 899, "one_day": 1299}
DAYS = {"standard": 5, "two_day": 2, "one_day": 1}
FREE_STANDARD_FROM = 3500


def missing() -> ApiError:
    return ApiError(404, "Not found")


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def basis(amount: int, points: int) -> int:
    return (2 * amount * points + 10000) // 20000


def summary(p: Product) -> dict[str, Any]:
    return {
        "asin": p.asin,
        "title": p.title,
        "brand": p.brand,
        "category": p.category,
        "price": p.price,
        "list_price": p.list_price,
        "rating": p.rating_tenths / 10,
        "review_count": p.review_count,
        "prime": p.prime,
        "in_stock": p.stock > 0,
    }


def product_resource(p: Product) -> dict[str, Any]:
    return {**summary(p), "stock": p.stock, "added": p.added}


def order_resource(o: Order) -> dict[str, Any]:
    session = object_session(o)
    assert session is not None
    items = session.scalars(select(OrderItem).where(OrderItem.order_id == o.id).order_by(OrderItem.asin))
    return {
        "id": o.id,
        "status": o.status,
        "address_id": o.address_id,
        "shipping_speed": o.shipping_speed,
        "items_subtotal": o.items_subtotal,
        "shipping": o.shipping,
        "tax": o.tax,
        "total": o.total,
        "placed_at": o.placed_at,
        "delivery_date": o.delivery_date,
        "delivered_on": o.delivered_on,
        "items": [
            {
                "asin": i.asin,
                "title": i.title,
                "unit_price": i.unit_price,
                "quantity": i.quantity,
                "returned_quantity": i.returned_quantity,
            }
            for i in items
        ],
    }


def return_resource(r: Return) -> dict[str, Any]:
    return {
        "id": r.id,
        "order_id": r.order_id,
        "asin": r.asin,
        "quantity": r.quantity,
        "reason": r.reason,
        "refund": r.refund,
        "created": r.created,
    }


def address_resource(a: Address) -> dict[str, Any]:
    return {
        "id": a.id,
        "name": a.name,
        "line1": a.line1,
        "city": a.city,
        "state": a.state,
        "zip": a.zip,
        "is_default": a.is_default,
    }


PRODUCTS = Crud(
    Resource(
        model=Product,
        render=product_resource,
        id_param="asin",
        id_column="asin",
        pk="asin",
        not_found=missing,
        bad_request=invalid,
    )
)
ADDRESSES = Crud(
    Resource(model=Address, render=address_resource, order_by=("id",), envelope=lambda items, _: {"addresses": items})
)
ORDERS = Crud(Resource(model=Order, render=order_resource, id_param="order_id", not_found=missing, bad_request=invalid))
RETURNS = Crud(
    Resource(model=Return, render=return_resource, order_by=("-created", "-id"), envelope=lambda items, _: {"returns": items})
)


def cart_rows(session: Session) -> list[tuple[CartItem, Product]]:
    rows = []
    for item in session.scalars(select(CartItem).order_by(CartItem.added_at, CartItem.asin)):
        product = session.get(Product, item.asin)
        assert product is not None
        rows.append((item, product))
    return rows


def checkout(session: Session, body: dict[str, Any] | None) -> dict[str, Any]:
    """The charges and delivery date of placing the cart: shipping by speed, tax by the address's state."""
    body = body or {}
    rows = cart_rows(session)
    if not rows:
        raise conflict("the cart is empty")
    default = session.scalars(select(Address).where(Address.is_default.is_(True))).first()
    address = session.get(Address, str(body["address_id"])) if body.get("address_id") else default
    if address is None:
        raise invalid("unknown address_id")
    speed = body.get("shipping_speed", "standard")
    if speed not in SHIPPING:
        raise invalid("shipping_speed is standard, two_day or one_day")
    for item, product in rows:
        if item.quantity > product.stock:
            raise conflict(f"only {product.stock} of {product.asin} left")
    subtotal = sum(item.quantity * product.price for item, product in rows)
    all_prime = all(product.prime for _, product in rows)
    free = (speed == "standard" and subtotal >= FREE_STANDARD_FROM) or (speed == "two_day" and all_prime)
    shipping = 0 if free else SHIPPING[speed]
    tax = basis(subtotal, TAX_BASIS_POINTS.get(address.state, 0))
    days = DAYS[speed]
    due = clock.now().date() + timedelta(days=days)
    return {
        "items_subtotal": subtotal,
        "shipping": shipping,
        "tax": tax,
        "total": subtotal + shipping + tax,
        "delivery_date": due.isoformat(),
        "address_id": address.id,
        "shipping_speed": speed,
    }


def days_since(text: str) -> int:
    return (clock.now().date() - date.fromisoformat(text)).days
