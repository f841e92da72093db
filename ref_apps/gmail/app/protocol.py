"""The state protocol over gmail's tables and environments/gmail/seed/seed.json (the kit does the work)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...kit.protocol import StateProtocol
from .db import Base, engine, get_session
from .models import TABLE_ORDER

SEED_FILE = Path(__file__).resolve().parents[3] / "environments" / "gmail" / "seed" / "seed.json"
PROTOCOL = StateProtocol(engine, Base.metadata, TABLE_ORDER, SEED_FILE)
router = PROTOCOL.router(get_session)
restore = PROTOCOL.restore
start = PROTOCOL.start


def seed() -> dict[str, Any]:
    return PROTOCOL.seed()
