# GENERATED from environments/slack/contract.json by `fgb scaffold slack` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .chat import router as chat_router
from .conversations import router as conversations_router
from .pins import router as pins_router
from .reactions import router as reactions_router
from .users import router as users_router

ROUTERS = [chat_router, conversations_router, pins_router, reactions_router, users_router]
