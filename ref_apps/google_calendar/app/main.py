"""The gold google-calendar app: generated Calendar v3 routes over the kit and a week-view UI (ui/) with an event editor, a schedule and calendar settings.

Run: uvicorn ref_apps.google_calendar.app.main:app
"""

from __future__ import annotations

from pathlib import Path

from ...kit.app import build_app
from ...kit.ui import mount_ui
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
mount_ui(
    app,
    Path(__file__).parent / "ui",
    ["/", "/r/week/{date}", "/r/eventedit/{event}", "/r/agenda/{date}", "/r/settings/{calendar}"],
)
