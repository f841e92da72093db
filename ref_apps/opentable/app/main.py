"""The gold opentable app: generated routes of the domain template over the kit and a UI (ui/): search, restaurant, reservations, favourites.

Run: uvicorn ref_apps.opentable.app.main:app
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...kit.app import build_app
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS, transform_index

ROUTES = ["/", "/r/{restaurant}", "/reservations", "/favourites"]


def error(code: int, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


app = build_app(
    env="opentable",
    title="OpenTable",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
mount_ui(app, Path(__file__).parent / "ui", ROUTES, transform_index)
