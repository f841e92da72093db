# GENERATED from environments/spotify/contract.json by `fgb scaffold spotify` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .catalog import router as catalog_router
from .library import router as library_router
from .player import router as player_router
from .playlists import router as playlists_router
from .users import router as users_router

ROUTERS = [catalog_router, library_router, player_router, playlists_router, users_router]
