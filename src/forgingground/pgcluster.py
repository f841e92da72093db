"""A throwaway PostgreSQL cluster for a run: initdb in a temp folder, start on a free port, stop and delete after.

Finds the server binaries in $FGB_PG_BIN, under /usr/lib/postgresql/<version>/bin (Debian), or on PATH.
initdb refuses to run as root, so as root the cluster is created and run as the `postgres` user.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .engine.app_process import free_port


class PostgresUnavailable(Exception):
    """No PostgreSQL server binaries, or the cluster would not start; the message says what to install."""


def find_bin() -> Path:
    if os.environ.get("FGB_PG_BIN"):
        return Path(os.environ["FGB_PG_BIN"])
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]), reverse=True)
    if versions:
        return versions[0].parent
    on_path = shutil.which("initdb")
    if on_path and (Path(on_path).parent / "pg_ctl").exists() and (Path(on_path).parent / "createdb").exists():
        return Path(on_path).parent
    raise PostgresUnavailable("no PostgreSQL server found: apt-get install postgresql (or set FGB_PG_BIN to its bin folder)")


def _run(argv: list[str], as_user: str | None) -> None:
    if as_user:
        argv = ["su", as_user, "-s", "/bin/sh", "-c", " ".join(f"'{a}'" for a in argv)]
    try:
        result = subprocess.run(argv, capture_output=True, text=True)
    except OSError as exc:  # FGB_PG_BIN names a folder without the server's programs
        raise PostgresUnavailable(f"cannot run {argv[0]}: {exc.strerror or exc}") from None
    if result.returncode != 0:
        raise PostgresUnavailable(f"{' '.join(argv[:3])}... failed: {result.stderr.strip() or result.stdout.strip()}")


@contextmanager
def throwaway_cluster(database: str = "fgb", sockets: dict[int, Path] | None = None) -> Iterator[str]:
    """Yield a DATABASE_URL (SQLAlchemy + psycopg) for a fresh cluster that is gone afterwards; `sockets`, when
    given, gets {port: the server's Unix socket file} (a sandboxed app reaches the server through it)."""
    pg = find_bin()
    user = "postgres" if os.geteuid() == 0 else None
    folder = Path(tempfile.mkdtemp(prefix="fgb-pg-"))
    folder.chmod(0o711)  # its socket file is reachable by a sandboxed app (no capabilities there); data/ stays 0700
    if user:
        entry = pwd.getpwnam(user)
        os.chown(folder, entry.pw_uid, entry.pw_gid)
    data, log, port = folder / "data", folder / "log", free_port()
    started = False
    try:
        _run(
            [str(pg / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "-N"], user
        )
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
        _run([str(pg / "pg_ctl"), "-D", str(data), "-l", str(log), "-o", options, "-w", "start"], user)
        started = True
        if sockets is not None:
            sockets[port] = folder / f".s.PGSQL.{port}"
        _run([str(pg / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres", database], None)
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/{database}"
    finally:
        if started:
            try:
                _run([str(pg / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"], user)
            except PostgresUnavailable:
                pass
        shutil.rmtree(folder, ignore_errors=True)


def database_url(cluster_url: str, database: str) -> str:
    """Create `database` in the cluster behind cluster_url (one per environment, so parallel apps never share tables)."""
    import psycopg

    base, _, _ = cluster_url.rpartition("/")
    plain = base.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(f"{plain}/postgres", autocommit=True) as conn:
        name = "".join(c if c.isalnum() else "_" for c in database.lower())
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"{base}/{name}"
