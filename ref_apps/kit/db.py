"""Database engines and request sessions for gold apps."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.orm import Session, sessionmaker


def make_engine(url: str | None = None, name: str = "app") -> Any:
    """DATABASE_URL, else a SQLite file in a fresh temporary folder (removed at a normal exit; the verifier
    removes the TMPDIR it gave the app, since a server stopped by a signal skips exit handlers).

    Not `sqlite://` in memory: that needs one connection shared by every thread (StaticPool), and a
    session closing after its response then rolls back whatever the next request is doing on it.
    """
    if not (url := url or os.environ.get("DATABASE_URL")):
        folder = tempfile.mkdtemp(prefix=f"{name}-gold-")
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        url = f"sqlite:///{Path(folder) / f'{name}.sqlite3'}"
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=OFF")
        cursor.execute("PRAGMA foreign_keys=ON")  # enforce what PostgreSQL enforces, so SQLite runs catch the same bugs
        cursor.close()

    return engine


def session_dependency(factory: sessionmaker[Session]) -> Any:
    """A FastAPI dependency yielding one session per request."""

    def get_session() -> Iterator[Session]:
        with factory() as session:
            yield session

    return get_session
