"""The gold google-calendar app: generated Calendar v3 routes over the kit (no UI yet: root is not run).

Run: uvicorn ref_apps.google_calendar.app.main:app
"""

from __future__ import annotations

from ...kit.app import build_app
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS

app = build_app(
    env="google-calendar",
    title="Google Calendar",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
)
