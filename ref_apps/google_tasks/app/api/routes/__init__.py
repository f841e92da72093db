# GENERATED from environments/google-tasks/contract.json by `fgb scaffold google-tasks` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .tasklists import router as tasklists_router
from .tasks import router as tasks_router

ROUTERS = [tasklists_router, tasks_router]
