"""The state protocol every app under test serves: POST /api/reset restores the seed, GET /api/state dumps it."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from sqlalchemy import delete, insert, select, text
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from . import clock

# A reset may arrive while a write the verifier gave up on (its timeout passed on a loaded machine) still runs: the
# database then refuses one of the two (PostgreSQL's deadlock 40P01 or serialization failure 40001, SQLite's "database
# is locked"). The reset waits for that write and tries again instead of answering 500.
RETRY_WAITS_S = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0)


def transient(error: OperationalError) -> bool:
    """The database refused the statement for a lock another transaction holds, not for anything in it."""
    code = getattr(error.orig, "sqlstate", None) or getattr(error.orig, "pgcode", None)
    return code in ("40P01", "40001") or "database is locked" in str(error.orig)


class StateProtocol:
    """Restore and dump an app's tables (models listed parents first) from its environment's seed.json."""

    def __init__(self, engine: Any, metadata: Any, models: list[Any], seed_file: Path) -> None:
        self.engine, self.metadata, self.models, self.seed_file = engine, metadata, models, seed_file
        self._seed: dict[str, Any] = {}
        self.epoch = 0  # resets served so far: a verifier sees another client's reset as a jump

    def seed(self) -> dict[str, Any]:
        if not self._seed:
            self._seed.update(json.loads(self.seed_file.read_text()))
        return self._seed

    def restore(self, now: datetime | None = None) -> None:
        """Drop every row (PostgreSQL: truncate), insert the seed rows table by table, set the clock; again after a
        transient lock conflict."""
        data = self.seed()
        self.metadata.create_all(self.engine)
        for wait in (*RETRY_WAITS_S, None):
            try:
                self._replace_rows(data)
                break
            except OperationalError as error:
                if wait is None or not transient(error):
                    raise
                time.sleep(wait)
        clock.set_now(now or datetime.fromisoformat(data["now"].replace("Z", "+00:00")))

    def _replace_rows(self, data: dict[str, Any]) -> None:
        with self.engine.begin() as conn:
            if conn.dialect.name == "postgresql":
                # Fresh, empty files: rows an app lists without ORDER BY then come back in the order they were
                # written, on every run. After DELETE, whether an autovacuum had freed the dead rows' slots before
                # the next insert decided where it landed (a new connection listed first or last, by timing).
                tables = ", ".join(conn.dialect.identifier_preparer.format_table(m.__table__) for m in self.models)
                conn.execute(text(f"TRUNCATE {tables} RESTART IDENTITY"))
            else:
                for model in reversed(self.models):
                    conn.execute(delete(model))
            for model in self.models:
                rows = data["tables"].get(model.__tablename__, [])
                if rows:
                    conn.execute(insert(model), rows)

    def start(self) -> None:
        """At start-up: the seed into an empty database; a database that holds rows is kept (a restart keeps the state)."""
        self.metadata.create_all(self.engine)
        with self.engine.connect() as conn:
            empty = all(conn.execute(select(model).limit(1)).first() is None for model in self.models)
        if empty:
            self.restore()
        else:
            data = self.seed()
            clock.set_now(datetime.fromisoformat(data["now"].replace("Z", "+00:00")))

    def state(self, session: Session) -> dict[str, Any]:
        tables: dict[str, list[dict[str, Any]]] = {}
        for model in self.models:
            table = model.__table__
            rows = session.execute(select(table).order_by(*table.primary_key.columns)).mappings()
            tables[table.name] = [dict(r) for r in rows]
        return {"tables": tables}

    def router(self, session_dependency: Callable[..., Any]) -> APIRouter:
        from fastapi import Depends

        router = APIRouter(prefix="/api", tags=["state protocol"])

        @router.post("/reset", summary="Restore the seed; an optional body sets the frozen clock")
        async def reset(request: Request) -> dict[str, Any]:
            raw = await request.body()
            payload = json.loads(raw) if raw.strip() else {}
            now = None
            if isinstance(payload, dict) and payload.get("now"):
                now = datetime.fromisoformat(payload["now"].replace("Z", "+00:00"))
            await run_in_threadpool(self.restore, now)
            self.epoch += 1
            return {"ok": True, "now": clock.now().isoformat().replace("+00:00", "Z"), "epoch": self.epoch}

        @router.get("/state", summary="The whole application state as canonical JSON")
        def state(session: Session = Depends(session_dependency)) -> dict[str, Any]:  # noqa: B008
            return {**self.state(session), "epoch": self.epoch}

        return router
