# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .agents import router as agents_router
from .listings import router as listings_router
from .me import router as me_router
from .mortgage import router as mortgage_router
from .saved_homes import router as saved_homes_router
from .saved_searches import router as saved_searches_router
from .tours import router as tours_router

ROUTERS = [agents_router, listings_router, me_router, mortgage_router, saved_homes_router, saved_searches_router, tours_router]
