"""The gold trello app: generated Trello routes over the kit, and a board UI (ui/) at /b/{board}, /b/{board}/labels and /c/{card}.

Run: uvicorn ref_apps.trello.app.main:app
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


def error(code: int, message: str) -> dict[str, Any]:
    """Trello answers errors with a short message (as text; here in a JSON object)."""
    return {"message": message, "error": {400: "BAD_REQUEST", 404: "NOT_FOUND"}.get(code, "ERROR")}


app = build_app(
    env="trello",
    title="Trello",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
mount_ui(app, Path(__file__).parent / "ui", ["/", "/b/{board}", "/b/{board}/labels", "/c/{card}"], transform_index)
