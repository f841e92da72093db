# GENERATED from environments/trello/contract.json by `fgb scaffold trello` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .boards import router as boards_router
from .cards import router as cards_router
from .checklists import router as checklists_router
from .labels import router as labels_router
from .lists import router as lists_router

ROUTERS = [boards_router, cards_router, checklists_router, labels_router, lists_router]
