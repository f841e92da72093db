# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .connections import router as connections_router
from .invitations import router as invitations_router
from .jobs import router as jobs_router
from .messaging import router as messaging_router
from .posts import router as posts_router
from .profiles import router as profiles_router

ROUTERS = [connections_router, invitations_router, jobs_router, messaging_router, posts_router, profiles_router]
