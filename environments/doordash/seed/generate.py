"""Rebuild seed.json: five synthetic New York restaurants, a cart and three orders, byte-identical on every run.

Money is in cents. The clock is 13:30 in New York, so the bakery (18:00-02:00) is closed.
Run: python environments/doordash/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
# (id, name, cuisine, rating, delivery fee, eta minutes, opens, closes, distance in tenths of a km)
RESTAURANTS = [
    ("r-pizza", "Slice of Brooklyn", "pizza", 46, 299, 25, "11:00", "23:00", 12),
    ("r-ramen", "Ramen Ichi", "japanese", 48, 399, 35, "11:30", "22:00", 25),
    ("r-tacos", "Taqueria Luz", "mexican", 44, 199, 20, "10:00", "01:00", 8),
    ("r-salad", "Green Bowl", "healthy", 42, 0, 15, "08:00", "15:00", 5),
    ("r-bakery", "Night Owl Bakery", "bakery", 49, 299, 30, "18:00", "02:00", 31),
]
# (id, restaurant, category, name, price, available, option groups: (id, name, required, min, max, choices: (id, name, delta)))
ITEMS = [
    ("i-margherita", "r-pizza", "Pizzas", "Margherita pie", 1800, True, [
        ("g-size", "Size", True, 1, 1, [("c-12in", '12"', 0), ("c-16in", '16"', 600)]),
        ("g-toppings", "Extra toppings", False, 0, 3, [("c-basil", "Basil", 100), ("c-mushroom", "Mushrooms", 150), ("c-pepperoni", "Pepperoni", 200)]),
    ]),
    ("i-knots", "r-pizza", "Sides", "Garlic knots", 600, True, []),
    ("i-calzone", "r-pizza", "Pizzas", "Calzone", 1500, False, []),
    ("i-soda", "r-pizza", "Drinks", "Soda", 250, True, []),
    ("i-tonkotsu", "r-ramen", "Ramen", "Tonkotsu ramen", 1600, True, [
        ("g-spice", "Spice level", True, 1, 1, [("c-mild", "Mild", 0), ("c-hot", "Hot", 0), ("c-xhot", "Extra hot", 50)]),
        ("g-egg", "Add-ons", False, 0, 2, [("c-egg", "Soft egg", 200), ("c-nori", "Nori", 100)]),
    ]),
    ("i-gyoza", "r-ramen", "Sides", "Gyoza", 800, True, []),
    ("i-matcha", "r-ramen", "Desserts", "Matcha ice cream", 500, True, []),
    ("i-taco-plate", "r-tacos", "Tacos", "Taco plate", 1200, True, [
        ("g-protein", "Protein", True, 1, 1, [("c-chicken", "Chicken", 0), ("c-asada", "Carne asada", 200), ("c-veggie", "Veggie", 0)]),
    ]),
    ("i-guac", "r-tacos", "Sides", "Chips & guacamole", 700, True, []),
    ("i-harvest", "r-salad", "Bowls", "Harvest bowl", 1350, True, []),
    ("i-lemonade", "r-salad", "Drinks", "Lemonade", 450, True, []),
    ("i-croissant", "r-bakery", "Pastries", "Croissant", 400, True, []),
    # A required group with min_choices 0 that allows two choices, at a price off the 50-cent grid: a cart of it
    # alone is 1199 (a cent under the small-order threshold), with a Tonkotsu (Mild, Soft egg) and a Matcha 3499.
    ("i-bao", "r-ramen", "Sides", "Bao buns", 1199, True, [
        ("g-filling", "Filling", True, 0, 2, [("c-pork", "Pork belly", 0), ("c-shiitake", "Shiitake", 0)]),
    ]),
]
CART = [("cl-1", "i-gyoza", 2, "", [])]
PROMOS = [("WELCOME10", 10, 500, 1500, True), ("SPRING5", 5, 300, 0, False)]
# (id, restaurant, status, subtotal, delivery, service, small, tax, tip, discount, placed, lines (name, qty, options, unit))
ORDERS = [
    ("o-1", "r-tacos", "delivered", "2026-01-14T23:05:00Z", [("Taco plate", 2, "Carne asada", 1400)], 300),
    ("o-2", "r-pizza", "preparing", "2026-01-15T18:10:00Z", [("Margherita pie", 1, '16", Basil', 2500), ("Soda", 2, "", 250)], 500),
    ("o-3", "r-salad", "placed", "2026-01-15T18:25:00Z", [("Harvest bowl", 1, "", 1350)], 0),
]
SERVICE_RATE, SERVICE_MIN, SMALL_ORDER, SMALL_FEE, FREE_DELIVERY, TAX_PER_100000 = 15, 200, 1200, 250, 3500, 8875


def half_up(numerator: int, denominator: int) -> int:
    return (2 * numerator + denominator) // (2 * denominator)


def fees(subtotal: int, delivery_fee: int, tip: int, discount: int) -> dict:
    service = max(half_up(subtotal * SERVICE_RATE, 100), SERVICE_MIN)
    small = SMALL_FEE if subtotal < SMALL_ORDER else 0
    delivery = 0 if subtotal >= FREE_DELIVERY else delivery_fee
    tax = half_up(subtotal * TAX_PER_100000, 100000)
    return {"subtotal": subtotal, "delivery_fee": delivery, "service_fee": service, "small_order_fee": small, "tax": tax, "tip": tip,
            "discount": discount, "total": subtotal + delivery + service + small + tax + tip - discount}


def build() -> dict:
    groups, choices, items = [], [], []
    for pos, (iid, rid, cat, name, price, avail, gs) in enumerate(ITEMS):
        items.append({"id": iid, "restaurant_id": rid, "category": cat, "name": name, "price": price, "available": avail, "position": pos})
        for gpos, (gid, gname, req, lo, hi, cs) in enumerate(gs):
            groups.append({"id": gid, "item_id": iid, "name": gname, "required": req, "min_choices": lo, "max_choices": hi, "position": gpos})
            choices += [{"id": cid, "group_id": gid, "name": cname, "price_delta": d, "position": cpos} for cpos, (cid, cname, d) in enumerate(cs)]
    item = {i[0]: i for i in ITEMS}
    cart = [{"id": lid, "item_id": iid, "restaurant_id": item[iid][1], "quantity": q, "note": note, "options": json.dumps(opts),
             "unit_price": item[iid][4], "line_total": item[iid][4] * q} for lid, iid, q, note, opts in CART]
    fee_of = {r[0]: r[4] for r in RESTAURANTS}
    orders, lines = [], []
    for oid, rid, status, placed, ls, tip in ORDERS:
        subtotal = sum(q * unit for _, q, _, unit in ls)
        orders.append({"id": oid, "restaurant_id": rid, "status": status, **fees(subtotal, fee_of[rid], tip, 0), "promo_code": None,
                       "address": "350 5th Ave, New York", "placed_at": placed, "updated_at": placed, "refund": 0})
        lines += [{"id": f"{oid}-{n + 1}", "order_id": oid, "item_name": name, "quantity": q, "options_text": opts, "unit_price": unit,
                   "line_total": q * unit} for n, (name, q, opts, unit) in enumerate(ls)]
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T18:30:00Z",
        "generator": "python environments/doordash/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 100}],
            "restaurants": [{"id": i, "name": n, "cuisine": c, "rating_tenths": r, "delivery_fee": f, "eta_minutes": e, "opens": o, "closes": cl,
                             "distance_tenths_km": d, "time_zone": "America/New_York"} for i, n, c, r, f, e, o, cl, d in RESTAURANTS],
            "menu_items": items,
            "option_groups": groups,
            "option_choices": choices,
            "cart_lines": cart,
            "promos": [{"code": c, "percent_off": p, "max_off": m, "min_subtotal": ms, "active": a} for c, p, m, ms, a in PROMOS],
            "orders": orders,
            "order_lines": lines,
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/doordash/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
