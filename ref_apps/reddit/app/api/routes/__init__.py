# GENERATED from environments/reddit/contract.json by `fgb scaffold reddit` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .comments import router as comments_router
from .me import router as me_router
from .mod import router as mod_router
from .posts import router as posts_router
from .saved import router as saved_router
from .subreddits import router as subreddits_router
from .users import router as users_router

ROUTERS = [comments_router, me_router, mod_router, posts_router, saved_router, subreddits_router, users_router]
