"""Rebuild seed.json: a synthetic short-stay marketplace in Lisbon and Porto, byte-identical on every run.

Run: python environments/airbnb/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
USERS = [("u-ada", "Ada", False), ("u-hiro", "Hiro", True), ("u-ines", "Inês", False), ("u-ben", "Ben", False), ("u-chloe", "Chloé", False)]
# (id, host, title, city, neighbourhood, type, guests, bedrooms, price, cleaning, instant, policy, min nights, amenities)
LISTINGS = [
    ("l-alfama", "u-hiro", "Sunny Alfama loft", "Lisbon", "Alfama", "entire_home", 2, 1, 90, 30, True, "flexible", 1, ["wifi", "kitchen", "balcony"]),
    ("l-baixa", "u-hiro", "Baixa family flat", "Lisbon", "Baixa", "entire_home", 5, 2, 140, 50, True, "moderate", 2, ["wifi", "kitchen", "washer", "crib"]),
    ("l-estrela", "u-ada", "Quiet room in Estrela", "Lisbon", "Estrela", "private_room", 1, 1, 45, 10, False, "strict", 1, ["wifi"]),
    ("l-ribeira", "u-ines", "Ribeira river view", "Porto", "Ribeira", "entire_home", 4, 2, 110, 40, True, "strict", 2, ["wifi", "kitchen", "view"]),
    ("l-bonfim", "u-ines", "Bonfim studio", "Porto", "Bonfim", "entire_home", 2, 1, 70, 25, False, "flexible", 3, ["wifi", "kitchen"]),
]
CALENDAR = [("l-alfama", "2026-02-10", False, None), ("l-alfama", "2026-02-11", False, None), ("l-baixa", "2026-02-14", True, 200)]
# (id, listing, guest, checkin, checkout, guests, status, nights, subtotal, cleaning, service, taxes, total)
BOOKINGS = [
    ("b-1", "l-ribeira", "u-ada", "2026-02-06", "2026-02-08", 2, "confirmed"),
    ("b-2", "l-alfama", "u-ada", "2026-01-05", "2026-01-08", 2, "completed"),
    ("b-3", "l-estrela", "u-ben", "2026-01-28", "2026-01-30", 1, "requested"),
    ("b-4", "l-baixa", "u-chloe", "2026-01-20", "2026-01-24", 3, "confirmed"),
    ("b-5", "l-baixa", "u-ada", "2025-12-20", "2025-12-22", 2, "completed"),
]
# (id, booking, listing, guest, rating, text, created)
REVIEWS = [
    ("r-1", None, "l-alfama", "u-ben", 5, "Lovely light in the mornings.", "2025-10-02T10:00:00Z"),
    ("r-2", None, "l-alfama", "u-chloe", 5, "Perfect for two.", "2025-11-12T10:00:00Z"),
    ("r-3", None, "l-alfama", "u-ines", 4, "Steep stairs, great view.", "2025-12-01T10:00:00Z"),
    ("r-4", "b-5", "l-baixa", "u-ada", 4, "Great location, a bit noisy.", "2025-12-23T10:00:00Z"),
    ("r-5", None, "l-ribeira", "u-ben", 5, "Wake up to the river.", "2025-09-20T10:00:00Z"),
]
SERVICE_RATE, TAX_RATE = 14, 8  # percent of the subtotal, and of subtotal + cleaning


def half_up(value: int, percent: int) -> int:
    return (value * percent + 50) // 100


def nights(checkin: str, checkout: str) -> list[str]:
    from datetime import date, timedelta

    start, end = date.fromisoformat(checkin), date.fromisoformat(checkout)
    return [(start + timedelta(days=i)).isoformat() for i in range((end - start).days)]


def build() -> dict:
    listing = {x[0]: x for x in LISTINGS}
    custom = {(lid, d): p for lid, d, _, p in CALENDAR if p}
    bookings = []
    for bid, lid, guest, checkin, checkout, guests, status in BOOKINGS:
        days = nights(checkin, checkout)
        subtotal = sum(custom.get((lid, d), listing[lid][8]) for d in days)
        cleaning = listing[lid][9]
        service, taxes = half_up(subtotal, SERVICE_RATE), half_up(subtotal + cleaning, TAX_RATE)
        bookings.append({"id": bid, "listing_id": lid, "guest_id": guest, "checkin": checkin, "checkout": checkout, "guests": guests,
                         "status": status, "nights": len(days), "subtotal": subtotal, "cleaning_fee": cleaning, "service_fee": service,
                         "taxes": taxes, "total": subtotal + cleaning + service + taxes, "refund": 0, "created": "2025-12-01T10:00:00Z"})
    ratings = {lid: [r[4] for r in REVIEWS if r[2] == lid] for lid in listing}
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "generator": "python environments/airbnb/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 100}],
            "users": [{"id": i, "name": n, "is_superhost": s} for i, n, s in USERS],
            "listings": [{"id": i, "host_id": h, "title": t, "city": c, "neighbourhood": nb, "type": ty, "max_guests": g, "bedrooms": b,
                          "nightly_price": p, "cleaning_fee": cf, "instant_book": ib, "cancellation_policy": pol, "min_nights": mn,
                          "amenities": json.dumps(am), "rating_sum": sum(ratings[i]), "rating_count": len(ratings[i])}
                         for i, h, t, c, nb, ty, g, b, p, cf, ib, pol, mn, am in LISTINGS],
            "calendar_days": [{"listing_id": lid, "date": d, "available": a, "price": p} for lid, d, a, p in CALENDAR],
            "bookings": bookings,
            "reviews": [{"id": i, "booking_id": b, "listing_id": lid, "guest_id": g, "rating": r, "text": t, "created": c}
                        for i, b, lid, g, r, t, c in REVIEWS],
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/airbnb/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
