"""The gold github app: generated GitHub REST routes over the kit, and a repository UI (ui/) for issues and pull requests.

Run: uvicorn ref_apps.github.app.main:app
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
mount_ui(
    app,
    Path(__file__).parent / "ui",
    ["/", "/{owner}/{repo}/issues", "/{owner}/{repo}/pulls", "/{owner}/{repo}/pull/{number}", "/{owner}/{repo}/issues/{number}"],
    transform_index,
)
