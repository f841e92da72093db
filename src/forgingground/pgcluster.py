"""A throwaway PostgreSQL cluster for a run: initdb in a temp folder, start on a free port, stop and delete after.

The server runs in the foreground under the reaper (engine/process_tree.py), so nothing of it outlives fgb.

Finds the server binaries in $FGB_PG_BIN, under /usr/lib/postgresql/<version>/bin (Debian), or on PATH.
initdb refuses to run as root, so as root the cluster is created and run as the `postgres` user.
"""

from __future__ import annotations

import os
import pwd
import shlex
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .engine.app_process import free_port
from .engine.process_tree import ProcessTree, spawn


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
        server = _start_server(pg, data, folder, log, port, user)
        started = True
        if sockets is not None:
            sockets[port] = folder / f".s.PGSQL.{port}"
        _run([str(pg / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres", database], None)
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/{database}"
    finally:
        if started:
            server.stop(STOP_GRACE_S)
        shutil.rmtree(folder, ignore_errors=True)


STOP_GRACE_S = 10.0  # a smart shutdown (SIGTERM) with no client left takes well under a second
READY_S = 60.0


def _start_server(pg: Path, data: Path, folder: Path, log: Path, port: int, user: str | None) -> ProcessTree:
    """`postgres` in the foreground under the reaper (a PID namespace where it can): when fgb dies, however it
    dies, the server goes with it (pg_ctl would leave a daemon behind). Ready once it accepts connections."""
    argv = [str(pg / "postgres"), "-D", str(data), "-p", str(port), "-k", str(folder)]
    argv += ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off"]
    command = "exec " + shlex.join(argv)
    if user:
        command = f"exec su {user} -s /bin/sh -c {shlex.quote(command)}"
    with log.open("ab") as out:
        server = spawn(command, cwd=folder, env=dict(os.environ), stdout=out, grace_s=STOP_GRACE_S)
    ends = time.monotonic() + READY_S
    while time.monotonic() < ends and server.running():
        ready = subprocess.run([str(pg / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(port)], capture_output=True)
        if ready.returncode == 0:
            return server
        time.sleep(0.1)
    server.stop(1.0)
    tail = log.read_text(errors="replace")[-1500:] if log.exists() else ""
    raise PostgresUnavailable(f"the PostgreSQL server did not accept connections within {READY_S:g} s: {tail}")


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
