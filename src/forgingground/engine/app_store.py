"""The database the verifier gives an app it starts (DATABASE_URL), and a read of what the app stored there.

The brief states the stack: the app keeps its data in the database DATABASE_URL names, one table per table of the
data model, under the data model's names. The verifier names a SQLite file of its own, or a throwaway PostgreSQL
database, and reads the primary keys back from it: an app that keeps its data in memory, or in a database of its
own choosing, shows none of the rows it serves.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

Keys = list[tuple[str, ...]]


class StoreUnreadable(Exception):
    """The database could not be opened or queried at all (not one table's problem): the message says why."""


@contextmanager
def sqlite_database() -> Iterator[str]:
    """Yield a DATABASE_URL for a SQLite file in a folder of the verifier's own, removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="fgb-db-") as folder:
        yield f"sqlite:///{Path(folder) / 'app.sqlite3'}"


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _key_query(table: str, columns: list[str]) -> str:
    return f"SELECT {', '.join(_quote(c) for c in columns)} FROM {_quote(table)}"


def key_text(value: Any) -> str:
    """A key value as the state's JSON would spell it, so 7 and '7', a UUID and its string, compare equal."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _connect(url: str) -> Any:
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///").split("?", 1)[0])
        if not path.is_file():
            raise StoreUnreadable(f"no SQLite file at {path}: nothing was stored in the database DATABASE_URL names")
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    if url.startswith(("postgresql://", "postgresql+psycopg://", "postgres://")):
        try:
            import psycopg
        except ImportError:  # pragma: no cover - psycopg comes with the apps extra
            raise StoreUnreadable("psycopg is not installed: the PostgreSQL store cannot be read") from None
        try:
            return psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True, connect_timeout=10)
        except psycopg.Error as exc:
            raise StoreUnreadable(f"cannot connect to the database: {exc}") from None
    raise StoreUnreadable(f"the verifier cannot read a database at {url.split(':', 1)[0]}: URLs")


def read_keys(url: str, keys: dict[str, list[str]]) -> dict[str, Keys | str]:
    """Per table of the data model, the primary keys stored in the database at `url`, or why they could not be read."""
    found: dict[str, Keys | str] = {}
    with closing(_connect(url)) as conn:
        for table, columns in keys.items():
            try:
                rows = conn.execute(_key_query(table, columns)).fetchall()
            except Exception as exc:  # a missing table or column: that table's finding, the others still count
                if hasattr(conn, "rollback"):
                    conn.rollback()
                found[table] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
                continue
            found[table] = sorted(tuple(key_text(v) for v in row) for row in rows)
    return found
