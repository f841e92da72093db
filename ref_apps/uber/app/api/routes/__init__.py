# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .driver import router as driver_router
from .estimates import router as estimates_router
from .locations import router as locations_router
from .me import router as me_router
from .payments import router as payments_router
from .places import router as places_router
from .products import router as products_router
from .rides import router as rides_router

ROUTERS = [driver_router, estimates_router, locations_router, me_router, payments_router, places_router, products_router, rides_router]
