"""The gold united app: generated routes of the domain template over the kit, and a UI (ui/).

Screens: flight search, the booking form, my trips, one trip (check-in, boarding passes, cancel) and its seat map.

Run: uvicorn ref_apps.united.app.main:app
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
    env="united",
    title="United",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
SCREENS = ["/", "/book/{flight_id}/{fare_class}", "/trips", "/trips/{pnr}", "/trips/{pnr}/seats"]
mount_ui(app, Path(__file__).parent / "ui", SCREENS, transform_index)
