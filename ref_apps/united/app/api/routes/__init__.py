# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .airports import router as airports_router
from .boarding_passes import router as boarding_passes_router
from .bookings import router as bookings_router
from .checkin import router as checkin_router
from .credits import router as credits_router
from .fares import router as fares_router
from .flights import router as flights_router
from .me import router as me_router
from .passengers import router as passengers_router
from .seats import router as seats_router

ROUTERS = [airports_router, boarding_passes_router, bookings_router, checkin_router, credits_router, fares_router, flights_router, me_router, passengers_router, seats_router]
