"""Rebuild seed.json: a synthetic catalogue, a cart, addresses and orders, byte-identical on every run.

Money is in cents. Run: python environments/amazon/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
# (asin, title, brand, category, price, list price, rating tenths, stock, prime, added)
PRODUCTS = [
    ("B001", "Echo Dot (5th Gen) smart speaker", "Amazon", "electronics", 4999, 5999, 47, 50, True, "2025-09-01"),
    ("B002", "Kindle Paperwhite", "Amazon", "electronics", 14999, None, 48, 20, True, "2025-10-15"),
    ("B003", "Anker USB-C Charger 65W", "Anker", "electronics", 3599, None, 46, 100, True, "2025-06-01"),
    ("B004", "Anker Power Bank 10000mAh", "Anker", "electronics", 2599, 2999, 45, 0, True, "2025-07-01"),
    ("B005", "Sony WH-1000XM5 Headphones", "Sony", "electronics", 39999, 42999, 47, 5, True, "2025-03-01"),
    ("B006", "The Pragmatic Programmer", "Addison-Wesley", "books", 4199, None, 49, 30, True, "2024-01-10"),
    ("B007", "Clean Code", "Prentice Hall", "books", 3799, None, 46, 12, False, "2023-05-05"),
    ("B008", "Stanley Quencher 40oz", "Stanley", "kitchen", 4500, None, 44, 40, True, "2025-11-20"),
    ("B009", "Lodge Cast Iron Skillet 10in", "Lodge", "kitchen", 2490, 3500, 48, 60, True, "2024-08-08"),
    ("B010", "OXO Good Grips Spatula", "OXO", "kitchen", 899, None, 47, 200, False, "2024-02-02"),
    ("B011", "Sony SRS-XB13 Bluetooth Speaker", "Sony", "electronics", 4999, None, 45, 15, False, "2025-12-01"),
    ("B012", "Anker Soundcore 2 Bluetooth Speaker", "Anker", "electronics", 3999, None, 46, 25, True, "2025-08-20"),
    # exactly $35.00 and $34.99: a cart of either alone sits on each side of the free standard shipping threshold
    ("B013", "LEGO Classic Brick Box", "LEGO", "toys", 3500, None, 44, 20, True, "2025-04-01"),
    ("B014", "Rubik's Cube 3x3", "Rubik's", "toys", 3499, None, 43, 35, True, "2025-02-01"),
]
REVIEWS = [("rv-1", "B001", 5, "Great little speaker", "Sounds better than expected.", True, "2025-12-01"),
           ("rv-2", "B001", 4, "Good value", "Alexa mishears me sometimes.", True, "2025-12-20"),
           ("rv-3", "B001", 5, "Bought three", "One for every room.", False, "2026-01-02"),
           ("rv-4", "B009", 5, "Will outlive me", "Season it well.", True, "2025-10-10"),
           # the Kindle (4.8, one review) and the skillet (4.8, two): equal ratings, the less reviewed with the smaller ASIN
           ("rv-5", "B002", 5, "Easy on the eyes", "Reads like paper in the sun.", True, "2026-01-10"),
           ("rv-6", "B009", 4, "Heavy but great", "Heats evenly once hot.", True, "2026-01-04")]
ADDRESSES = [("a-home", "Ada Lovelace", "1 Infinite Loop", "Cupertino", "CA", "95014", True),
             ("a-work", "Ada Lovelace", "410 Terry Ave N", "Seattle", "WA", "98109", False),
             ("a-pdx", "Ada Lovelace", "1 SW Main St", "Portland", "OR", "97201", False)]
CART = [("B009", 1, "2026-01-14T20:00:00Z"), ("B010", 2, "2026-01-14T20:01:00Z")]
TAX = {"CA": 725, "WA": 1010, "OR": 0}  # basis points
# (id, status, address, speed, placed, delivery date, delivered on, items (asin, qty, returned))
ORDERS = [
    ("o-1000", "delivered", "a-home", "standard", "2025-11-14T10:00:00Z", "2025-11-20", "2025-11-20", [("B005", 1, 0)]),
    ("o-1001", "delivered", "a-home", "standard", "2026-01-01T10:00:00Z", "2026-01-06", "2026-01-05", [("B006", 1, 0), ("B003", 1, 1)]),
    ("o-1002", "shipped", "a-work", "two_day", "2026-01-13T10:00:00Z", "2026-01-15", None, [("B002", 1, 0)]),
    ("o-1003", "ordered", "a-home", "standard", "2026-01-15T08:00:00Z", "2026-01-20", None, [("B008", 2, 0)]),
    # a delivered line of four units, none returned yet: partial returns and a refund of price x quantity
    ("o-1004", "delivered", "a-home", "standard", "2026-01-03T10:00:00Z", "2026-01-08", "2026-01-07", [("B010", 4, 0)]),
]
RETURNS = [("ret-1", "o-1001", "B003", 1, "no_longer_needed", 3599, "2026-01-08T10:00:00Z")]
SHIPPING = {"standard": 599, "two_day": 899, "one_day": 1299}


def basis(amount: int, points: int) -> int:
    return (2 * amount * points + 10000) // 20000


def build() -> dict:
    product = {p[0]: p for p in PRODUCTS}
    state = {a[0]: a[4] for a in ADDRESSES}
    orders, items = [], []
    for oid, status, addr, speed, placed, due, delivered, lines in ORDERS:
        subtotal = sum(product[a][4] * q for a, q, _ in lines)
        all_prime = all(product[a][8] for a, _, _ in lines)
        shipping = 0 if (speed == "standard" and subtotal >= 3500) or (speed == "two_day" and all_prime) else SHIPPING[speed]
        tax = basis(subtotal, TAX[state[addr]])
        orders.append({"id": oid, "status": status, "address_id": addr, "shipping_speed": speed, "items_subtotal": subtotal, "shipping": shipping,
                       "tax": tax, "total": subtotal + shipping + tax, "placed_at": placed, "delivery_date": due, "delivered_on": delivered})
        items += [{"order_id": oid, "asin": a, "title": product[a][1], "unit_price": product[a][4], "quantity": q, "returned_quantity": r}
                  for a, q, r in lines]
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T17:00:00Z",
        "generator": "python environments/amazon/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 2000}],
            "products": [{"asin": a, "title": t, "brand": b, "category": c, "price": p, "list_price": lp, "rating_tenths": r,
                          "review_count": sum(1 for x in REVIEWS if x[1] == a), "stock": s, "prime": pr, "added": ad}
                         for a, t, b, c, p, lp, r, s, pr, ad in PRODUCTS],
            "reviews": [{"id": i, "asin": a, "rating": r, "title": t, "body": b, "verified": v, "created": c} for i, a, r, t, b, v, c in REVIEWS],
            "addresses": [{"id": i, "name": n, "line1": l1, "city": c, "state": s, "zip": z, "is_default": d} for i, n, l1, c, s, z, d in ADDRESSES],
            "cart_items": [{"asin": a, "quantity": q, "added_at": t} for a, q, t in CART],
            "orders": orders,
            "order_items": items,
            "returns": [{"id": i, "order_id": o, "asin": a, "quantity": q, "reason": r, "refund": f, "created": c} for i, o, a, q, r, f, c in RETURNS],
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/amazon/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
