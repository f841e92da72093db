"""The state protocol over the google-tasks tables and their seed (the kit does the work)."""

from __future__ import annotations

from pathlib import Path

from ...kit.protocol import StateProtocol
from .db import Base, engine, get_session
from .models import TABLE_ORDER

SEED_FILE = Path(__file__).resolve().parents[3] / "environments" / "google-tasks" / "seed" / "seed.json"
PROTOCOL = StateProtocol(engine, Base.metadata, TABLE_ORDER, SEED_FILE)
router = PROTOCOL.router(get_session)
