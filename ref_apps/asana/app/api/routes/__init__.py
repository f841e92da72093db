# GENERATED from environments/asana/contract.json by `fgb scaffold asana` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .projects import router as projects_router
from .sections import router as sections_router
from .tasks import router as tasks_router
from .users import router as users_router
from .workspaces import router as workspaces_router

ROUTERS = [projects_router, sections_router, tasks_router, users_router, workspaces_router]
