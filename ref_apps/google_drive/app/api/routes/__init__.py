# GENERATED from environments/google-drive/contract.json by `fgb scaffold google-drive` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .about import router as about_router
from .comments import router as comments_router
from .files import router as files_router
from .permissions import router as permissions_router
from .replies import router as replies_router
from .revisions import router as revisions_router

ROUTERS = [about_router, comments_router, files_router, permissions_router, replies_router, revisions_router]
