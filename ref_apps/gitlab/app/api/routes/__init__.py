# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .issues import router as issues_router
from .labels import router as labels_router
from .mrs import router as mrs_router
from .notes import router as notes_router
from .pipelines import router as pipelines_router
from .projects import router as projects_router
from .users import router as users_router

ROUTERS = [issues_router, labels_router, mrs_router, notes_router, pipelines_router, projects_router, users_router]
