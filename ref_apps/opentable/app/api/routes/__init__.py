# GENERATED from environments/opentable/contract.json by `fgb scaffold opentable` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .favourites import router as favourites_router
from .me import router as me_router
from .reservations import router as reservations_router
from .restaurants import router as restaurants_router
from .reviews import router as reviews_router
from .waitlist import router as waitlist_router

ROUTERS = [favourites_router, me_router, reservations_router, restaurants_router, reviews_router, waitlist_router]
