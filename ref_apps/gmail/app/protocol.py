"""The state protocol every app under test serves: POST /api/reset restores the seed, GET /api/state dumps it."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from sqlalchemy import delete, insert, select
from starlette.concurrency import run_in_threadpool

from . import clock
from .db import SessionDep, engine
from .models import TABLE_ORDER, Base

SEED_FILE = Path(__file__).resolve().parents[3] / "environments" / "gmail" / "seed" / "seed.json"
router = APIRouter(prefix="/api", tags=["state protocol"])
_seed: dict[str, Any] = {}


def seed() -> dict[str, Any]:
    if not _seed:
        _seed.update(json.loads(SEED_FILE.read_text()))
    return _seed


def restore(now: datetime | None = None) -> None:
    """Drop every row, insert the seed rows table by table, set the clock."""
    data = seed()
    Base.metadata.create_all(engine)
    with engine.begin() as conn:
        for model in reversed(TABLE_ORDER):
            conn.execute(delete(model))
        for model in TABLE_ORDER:
            rows = data["tables"].get(model.__tablename__, [])
            if rows:
                conn.execute(insert(model), rows)
    clock.set_now(now or datetime.fromisoformat(data["now"].replace("Z", "+00:00")))


@router.post("/reset", summary="Restore the seed; an optional body sets the frozen clock")
async def reset(request: Request) -> dict[str, Any]:
    raw = await request.body()
    body = json.loads(raw) if raw.strip() else {}
    now = datetime.fromisoformat(body["now"].replace("Z", "+00:00")) if isinstance(body, dict) and body.get("now") else None
    await run_in_threadpool(restore, now)
    return {"ok": True, "now": clock.now().isoformat().replace("+00:00", "Z")}


@router.get("/state", summary="The whole application state as canonical JSON")
def state(session: SessionDep) -> dict[str, Any]:
    tables: dict[str, list[dict[str, Any]]] = {}
    for model in TABLE_ORDER:
        table = model.__table__
        rows = session.execute(select(table).order_by(*table.primary_key.columns)).mappings()
        tables[table.name] = [dict(r) for r in rows]
    return {"tables": tables}
