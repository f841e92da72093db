# GENERATED from environments/doordash/contract.json by `fgb scaffold doordash` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .cart import router as cart_router
from .orders import router as orders_router
from .restaurants import router as restaurants_router

ROUTERS = [cart_router, orders_router, restaurants_router]
