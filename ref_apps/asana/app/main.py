"""The gold asana app: generated Asana routes over the kit (also answered under Asana's own base /api/1.0), and a UI.

Run: uvicorn ref_apps.asana.app.main:app
"""

from __future__ import annotations

from pathlib import Path

from ...kit.app import build_app
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS
from .store import error

app = build_app(
    env="asana",
    title="Asana",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
for router in ROUTERS:
    app.include_router(router, prefix="/api/1.0", include_in_schema=False)
mount_ui(app, Path(__file__).parent / "ui", ["/", "/0/{project}", "/0/{project}/{task}"])
