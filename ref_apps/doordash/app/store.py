"""Restaurants' hours, the cart's prices and the fee rules every checkout shares (money in cents)."""

from __future__ import annotations

import json
from datetime import time
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.orm import Session

from ...kit import clock
from ...kit.clock import now_text  # noqa: F401  (re-exported: store.now_text)
from ...kit.errors import (
    ApiError,
    conflict,  # noqa: F401  (re-exported: store.conflict)
)
from ...kit.errors import bad_request as invalid  # noqa: F401  (the handlers' and mutants' store.invalid)
from ...kit.ids import bump
from .models import CartLine, Counter, MenuItem, OptionChoice, OptionGroup, Promo, Restaurant

SERVICE_RATE, SERVICE_MIN, SMALL_ORDER, SMALL_FEE, FREE_DELIVERY, TAX_PER_100000 = 15, 200, 1200, 250, 3500, 8875
FLOW = ["placed", "confirmed", "preparing", "picked_up", "delivered"]


def missing() -> ApiError:
    return ApiError(404, "Not found")


def new_id(session: Session, prefix: str) -> str:
    return f"{prefix}{bump(session, Counter)}"


def half_up(numerator: int, denominator: int) -> int:
    return (2 * numerator + denominator) // (2 * denominator)


def is_open(r: Restaurant) -> bool:
    """Open between `opens` and `closes` local time; hours past midnight wrap."""
    local = clock.now().astimezone(ZoneInfo(r.time_zone)).time()
    opens, closes = time.fromisoformat(r.opens), time.fromisoformat(r.closes)
    return opens <= local < closes if opens < closes else (local >= opens or local < closes)


def restaurant_row(session: Session, restaurant_id: str) -> Restaurant:
    found = session.get(Restaurant, restaurant_id)
    if found is None:
        raise missing()
    return found


def restaurant_resource(r: Restaurant) -> dict[str, Any]:
    return {
        "id": r.id,
        "name": r.name,
        "cuisine": r.cuisine,
        "rating": r.rating_tenths / 10,
        "delivery_fee": r.delivery_fee,
        "eta_minutes": r.eta_minutes,
        "distance_km": r.distance_tenths_km / 10,
        "is_open": is_open(r),
        "hours": {"opens": r.opens, "closes": r.closes},
    }


def groups_of(session: Session, item: MenuItem) -> list[tuple[OptionGroup, list[OptionChoice]]]:
    groups = session.scalars(select(OptionGroup).where(OptionGroup.item_id == item.id).order_by(OptionGroup.position))
    return [
        (g, list(session.scalars(select(OptionChoice).where(OptionChoice.group_id == g.id).order_by(OptionChoice.position))))
        for g in groups
    ]


def unit_price(session: Session, item: MenuItem, chosen: Any) -> int:
    """The item's price with its chosen options, after checking every group's rules."""
    if not isinstance(chosen, list) or not all(isinstance(c, str) for c in chosen) or len(set(chosen)) != len(chosen):
        raise invalid("options must be a list of distinct choice ids")
    price, left = item.price, set(chosen)
    for group, choices in groups_of(session, item):
        picked = [c for c in choices if c.id in left]
        left -= {c.id for c in picked}
        if group.required and len(picked) < max(group.min_choices, 1):
            raise invalid(f"choose a {group.name.lower()}")
        if len(picked) > group.max_choices:
            raise invalid(f"choose at most {group.max_choices} for {group.name.lower()}")
        price += sum(c.price_delta for c in picked)
    if left:
        raise invalid(f"unknown option {sorted(left)[0]} for this item")
    return price


def cart_lines(session: Session) -> list[CartLine]:
    return list(session.scalars(select(CartLine).order_by(CartLine.id)))


def cart_resource(session: Session) -> dict[str, Any]:
    lines = cart_lines(session)
    out = []
    for line in lines:
        item = session.get(MenuItem, line.item_id)
        assert item is not None
        ids = json.loads(line.options)
        choices = [session.get(OptionChoice, c) for c in ids]
        out.append(
            {
                "id": line.id,
                "item_id": line.item_id,
                "name": item.name,
                "quantity": line.quantity,
                "note": line.note,
                "options": [{"id": c.id, "name": c.name, "price_delta": c.price_delta} for c in choices if c is not None],
                "unit_price": line.unit_price,
                "line_total": line.line_total,
            }
        )
    return {
        "restaurant_id": lines[0].restaurant_id if lines else None,
        "lines": out,
        "subtotal": sum(x.line_total for x in lines),
    }


def charges(session: Session, body: dict[str, Any] | None) -> tuple[dict[str, int], str | None, Restaurant]:
    """The checkout's charges for the current cart: fees, tax, tip and promo."""
    body = body or {}
    lines = cart_lines(session)
    if not lines:
        raise conflict("the cart is empty")
    restaurant = restaurant_row(session, lines[0].restaurant_id)
    subtotal = sum(x.line_total for x in lines)
    if "tip_percent" in body and "tip_amount" in body:
        raise invalid("give tip_percent or tip_amount, not both")
    tip = 0
    if "tip_percent" in body:
        pct = body["tip_percent"]
        if not isinstance(pct, int) or isinstance(pct, bool) or not 0 <= pct <= 100:
            raise invalid("tip_percent is a whole number from 0 to 100")
        tip = half_up(subtotal * pct, 100)
    elif "tip_amount" in body:
        tip = body["tip_amount"]
        if not isinstance(tip, int) or isinstance(tip, bool) or tip < 0:
            raise invalid("tip_amount is a non-negative number of cents")
    service = max(half_up(subtotal * SERVICE_RATE, 100), SERVICE_MIN)
    small = SMALL_FEE if subtotal < SMALL_ORDER else 0
    delivery = 0 if subtotal >= FREE_DELIVERY else restaurant.delivery_fee
    tax = half_up(subtotal * TAX_PER_100000, 100000)
    discount, code = 0, None
    if body.get("promo_code"):
        promo = session.get(Promo, str(body["promo_code"]).upper())
        if promo is None or not promo.active:
            raise invalid("this promo code is not valid")
        if subtotal < promo.min_subtotal:
            raise invalid("the order is below this promo's minimum")
        discount, code = min(half_up(subtotal * promo.percent_off, 100), promo.max_off), promo.code
    total = subtotal + delivery + service + small + tax + tip - discount
    return (
        {
            "subtotal": subtotal,
            "delivery_fee": delivery,
            "service_fee": service,
            "small_order_fee": small,
            "tax": tax,
            "tip": tip,
            "discount": discount,
            "total": total,
        },
        code,
        restaurant,
    )
