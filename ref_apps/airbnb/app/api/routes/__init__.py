# GENERATED from environments/airbnb/contract.json by `fgb scaffold airbnb` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .bookings import router as bookings_router
from .host_calendar import router as host_calendar_router
from .host_listings import router as host_listings_router
from .host_reservations import router as host_reservations_router
from .listings import router as listings_router
from .me import router as me_router

ROUTERS = [bookings_router, host_calendar_router, host_listings_router, host_reservations_router, listings_router, me_router]
