"""The command Stryker runs per UI mutant: ask the campaign's warm worker (proving/ui_worker.py) to run it.

`python ui_client.py SOCKET[,SOCKET...] -- <the ui_mutant command>`: sends __STRYKER_ACTIVE_MUTANT__ to a worker,
prints its lines and exits with its code. A campaign with several workers (each with its own gold app) names each
socket; the client takes one no other client holds (a lock beside it), the one Stryker's runner number points at
first, so that its runners never share a worker. Standard library only, run as a script: it starts in milliseconds.
When the worker cannot be reached or answers an error, it runs the ui_mutant command itself (slower, the same
verdict), holding the first worker's lock: the command names that worker's app.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import socket
import sys
from collections.abc import Iterator
from typing import IO

ACTIVE = "__STRYKER_ACTIVE_MUTANT__"
RUNNER = "STRYKER_MUTATOR_WORKER"  # Stryker numbers its test runner processes 0, 1, ... (and on after a restart)


def _locked(path: str, blocking: bool) -> IO[str] | None:
    """The lock beside a worker's socket, taken; None when another client holds it (or it cannot be made)."""
    try:
        lock = open(path + ".lock", "a")  # noqa: SIM115 - closed when the run ends (or the client dies)
    except OSError:
        return None
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except OSError:
        lock.close()
        return None
    return lock


@contextlib.contextmanager
def free_worker(sockets: list[str], runner: int) -> Iterator[str]:
    """A socket whose lock no other client holds, tried from the runner's own; the runner's own, waited for, when
    every one is held."""
    order = [sockets[(runner + k) % len(sockets)] for k in range(len(sockets))]
    chosen, lock = order[0], None
    for path in order:
        if (lock := _locked(path, blocking=False)) is not None:
            chosen = path
            break
    else:
        lock = _locked(chosen, blocking=True)
    try:
        yield chosen
    finally:
        if lock is not None:
            lock.close()


def ask(path: str, mutant: str | None) -> dict | None:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(10)
            connection.connect(path)
            connection.settimeout(None)  # a run takes what it takes: Stryker's own timeout bounds it
            with connection.makefile("rwb") as stream:
                stream.write(json.dumps({"mutant": mutant}).encode() + b"\n")
                stream.flush()
                reply = json.loads(stream.readline() or b"null")
    except (OSError, ValueError):
        return None
    return reply if isinstance(reply, dict) and "code" in reply else None


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print("usage: ui_client.py SOCKET[,SOCKET...] -- <ui_mutant command>", file=sys.stderr)
        return 2
    sockets, runner = argv[0].split(","), os.environ.get(RUNNER, "0")
    with free_worker(sockets, int(runner) if runner.isdigit() else 0) as path:
        reply = ask(path, os.environ.get(ACTIVE))
    if reply is None:  # the worker is gone or sick: run the mutant here, on the first worker's app (the command's)
        lock = _locked(sockets[0], blocking=True)
        if lock is not None:
            os.set_inheritable(lock.fileno(), True)  # held by the command until it exits: no worker runs on that app
        os.execvp(argv[2], argv[2:])
    for line in reply.get("lines") or []:
        print(line)
    return int(reply["code"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
