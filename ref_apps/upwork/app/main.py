"""The gold upwork app: generated routes of the domain template over the kit, and a UI (ui/).

Screens: job search, a job with its proposal form or its proposals, my contracts, and a contract's
milestones and message room.

Run: uvicorn ref_apps.upwork.app.main:app
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
    return {"error": {"code": code, "message": message}}


app = build_app(
    env="upwork",
    title="Upwork",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
SCREENS = ["/", "/jobs/{job_id}", "/contracts", "/contracts/{contract_id}"]
mount_ui(app, Path(__file__).parent / "ui", SCREENS, transform_index)
