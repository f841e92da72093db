"""The gold amazon app: generated routes of the domain template over the kit (no UI yet: root is not run).

Run: uvicorn ref_apps.amazon.app.main:app
"""

from __future__ import annotations

from typing import Any

from ...kit.app import build_app
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS


def error(code: int, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


app = build_app(
    env="amazon",
    title="Amazon",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
