"""The gold github app: generated GitHub REST routes over the kit (no UI yet: root is not run).

Run: uvicorn ref_apps.github.app.main:app
"""

from __future__ import annotations

from typing import Any

from ...kit.app import build_app
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS

DOCS = "https://docs.github.com/rest"


def error(code: int, message: str) -> dict[str, Any]:
    """GitHub's error body: a message and a documentation link (422s list what failed)."""
    out: dict[str, Any] = {"message": message, "documentation_url": DOCS, "status": str(code)}
    if code == 422:
        out["errors"] = [{"message": message}]
        out["message"] = "Validation Failed"
    return out


app = build_app(
    env="github",
    title="GitHub",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
