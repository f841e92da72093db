# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .addresses import router as addresses_router
from .cart import router as cart_router
from .checkout import router as checkout_router
from .orders import router as orders_router
from .products import router as products_router
from .returns import router as returns_router

ROUTERS = [addresses_router, cart_router, checkout_router, orders_router, products_router, returns_router]
