"""The kit's state protocol: a reset that meets a write still holding its locks waits for it instead of failing."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import Column, Integer, String, create_engine, insert, text
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import declarative_base

from ref_apps.kit import protocol
from ref_apps.kit.protocol import StateProtocol

Base = declarative_base()


class Row(Base):  # type: ignore[misc, valid-type]
    __tablename__ = "rows"
    id = Column(Integer, primary_key=True)
    name = Column(String)


@pytest.fixture
def app_db(tmp_path: Path):
    seed = tmp_path / "seed.json"
    seed.write_text(json.dumps({"now": "2026-01-15T09:00:00Z", "tables": {"rows": [{"id": 1, "name": "seeded"}]}}))
    # A short busy timeout: SQLite answers "database is locked" at once instead of waiting five seconds itself.
    engine = create_engine(f"sqlite:///{tmp_path / 'app.db'}", connect_args={"timeout": 0.05})
    yield engine, StateProtocol(engine, Base.metadata, [Row], seed)
    engine.dispose()


def _hold_write_lock(engine, seconds: float, started: threading.Event) -> None:
    """A write transaction that keeps the database locked for a while, as a request the verifier gave up on does."""
    with engine.begin() as conn:
        conn.execute(insert(Row), [{"id": 99, "name": "in flight"}])
        started.set()
        time.sleep(seconds)


def test_a_reset_waits_for_a_write_in_flight_and_restores_the_seed(app_db) -> None:
    engine, state = app_db
    state.restore()
    started = threading.Event()
    writer = threading.Thread(target=_hold_write_lock, args=(engine, 0.6, started))
    writer.start()
    started.wait(5)
    state.restore()  # meets the lock, waits, retries
    writer.join()
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id, name FROM rows ORDER BY id")).all()
    # The write committed before the reset ran again: the reset removed it; the seed is all that is left.
    assert [tuple(r) for r in rows] == [(1, "seeded")]


def test_a_reset_still_fails_on_an_error_that_is_no_lock(app_db, monkeypatch) -> None:
    engine, state = app_db
    calls = []

    def broken(data) -> None:
        calls.append(1)
        raise OperationalError("DELETE FROM rows", {}, Exception("no such table: rows"))

    monkeypatch.setattr(state, "_replace_rows", broken)
    with pytest.raises(OperationalError):
        state.restore()
    assert calls == [1], "an error that is no lock conflict is not retried"


def test_lock_conflicts_are_told_apart(monkeypatch) -> None:
    class Orig(Exception):
        sqlstate = "40P01"

    assert protocol.transient(OperationalError("x", {}, Orig("deadlock detected")))
    assert protocol.transient(OperationalError("x", {}, Exception("database is locked")))
    assert not protocol.transient(OperationalError("x", {}, Exception("no such column: name")))
