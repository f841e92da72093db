# GENERATED from environments/github/contract.json by `fgb scaffold github` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .issues import router as issues_router
from .pulls import router as pulls_router
from .repos import router as repos_router
from .users import router as users_router

ROUTERS = [issues_router, pulls_router, repos_router, users_router]
