# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .contracts import router as contracts_router
from .jobs import router as jobs_router
from .me import router as me_router
from .messages import router as messages_router
from .milestones import router as milestones_router
from .proposals import router as proposals_router

ROUTERS = [contracts_router, jobs_router, me_router, messages_router, milestones_router, proposals_router]
