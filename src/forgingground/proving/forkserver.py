"""A fork server for mutation campaigns: the heavy imports once, then a fresh gold app per mutant in a forked child.

Starting a gold app costs about 4 s, three quarters of it importing FastAPI, SQLAlchemy, Pydantic and uvicorn; a
campaign starts one app per mutant. The server (`python -m forgingground.proving.forkserver SOCKET`) imports those
libraries and the shared kit (never mutated), then serves requests on a Unix socket: `serve` forks a child that
imports the app module from disk (so it sees the mutated file) and runs uvicorn on the given port; `stop` ends a
child's process group and reaps it. The server itself runs under the reaper (engine.process_tree), so nothing it
forked outlives the campaign. Requests and answers are one JSON object per line.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

PRELOAD = ("fastapi", "sqlalchemy", "sqlalchemy.orm", "pydantic", "uvicorn", "uvicorn.main")
KIT = "ref_apps.kit"  # imported by every gold app, never mutated (mutation.rule_modules leaves it out)
STOP_GRACE_S = 3.0


def _preload() -> None:
    import importlib
    import pkgutil

    for name in PRELOAD:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    try:
        kit = importlib.import_module(KIT)
    except ImportError:  # not a checkout with gold apps: nothing more to preload
        return
    for info in pkgutil.iter_modules(kit.__path__):
        with contextlib.suppress(Exception):  # a kit module that needs an app's context is imported by the app itself
            importlib.import_module(f"{KIT}.{info.name}")


def _serve_child(target: str, port: int, log: str) -> None:
    """In the forked child: a fresh process group, the log as stdout and stderr, a TMPDIR of its own, then uvicorn."""
    os.setpgid(0, 0)
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    os.environ["TMPDIR"] = tempfile.mkdtemp(prefix="fgb-fork-app-")
    tempfile.tempdir = None
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    code = 1
    try:
        import uvicorn

        uvicorn.run(target, host="127.0.0.1", port=port, log_level="warning")
        code = 0
    except BaseException as exc:  # noqa: BLE001 - the child must never return into the server's loop
        print(f"fork server: the app did not run: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(os.environ["TMPDIR"], ignore_errors=True)
        os._exit(code)


def _stop_child(pid: int) -> int | None:
    """SIGTERM to the child's group, SIGKILL after the grace period; its exit status (None when already reaped)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGTERM)
    ends = time.monotonic() + STOP_GRACE_S
    while time.monotonic() < ends:
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return None
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.02)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)
    try:
        return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    except ChildProcessError:
        return None


def _answer(request: dict[str, Any], children: dict[int, int | None]) -> dict[str, Any]:
    """One request; `children` maps each child not yet stopped to its exit code (None while it runs)."""
    if "serve" in request:
        pid = os.fork()
        if pid == 0:
            _serve_child(request["serve"], int(request["port"]), request["log"])
        children[pid] = None
        return {"pid": pid}
    if "poll" in request:
        pid = int(request["poll"])
        if children.get(pid) is not None:  # exited and reaped by an earlier poll
            return {"running": False, "code": children[pid]}
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return {"running": False, "code": None}
        if done:
            children[pid] = os.waitstatus_to_exitcode(status)
            return {"running": False, "code": children[pid]}
        return {"running": True}
    if "stop" in request:
        pid = int(request["stop"])
        if pid not in children:
            return {"error": f"{pid} is not a child of this server"}
        # A child that crashed was reaped when a poll saw it exit: stopping it again only reports how it ended.
        code = children.pop(pid)
        return {"stopped": pid, "code": _stop_child(pid) if code is None else code}
    return {"error": f"unknown request {sorted(request)}"}


def main(argv: list[str]) -> int:
    """Serve fork requests on the Unix socket argv[0] until the client hangs up."""
    path = argv[0]
    sys.path.insert(0, os.getcwd())  # the private checkout: `ref_apps` is imported from there
    _preload()
    children: dict[int, int | None] = {}
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(path)
        server.listen(1)
        print("fork server: ready", flush=True)
        conn, _ = server.accept()
        with conn, conn.makefile("rw", encoding="utf-8") as stream:
            for line in stream:
                stream.write(json.dumps(_answer(json.loads(line), children)) + "\n")
                stream.flush()
    for pid, code in children.items():
        if code is None:
            _stop_child(pid)
    return 0


class ForkServer:
    """The client: start the server under the reaper in `cwd`, then `serve(target, port, log)` and `stop(pid)`."""

    def __init__(self, cwd: Path, log: Path, env: dict[str, str] | None = None) -> None:
        self.cwd, self.log, self.env = cwd, log, env or {}
        self.scratch = Path(tempfile.mkdtemp(prefix="fgb-forkserver-"))
        self.socket_path = self.scratch / "fork.sock"

    def __enter__(self) -> ForkServer:
        from ..engine.process_tree import spawn

        self.log_file = open(self.log, "ab")  # noqa: SIM115 - closed in __exit__
        command = f"{sys.executable} -m forgingground.proving.forkserver {self.socket_path}"
        self.tree = spawn(command, cwd=self.cwd, env={**os.environ, **self.env}, stdout=self.log_file, grace_s=STOP_GRACE_S)
        ends = time.monotonic() + 120
        while not self.socket_path.exists():
            if not self.tree.running() or time.monotonic() > ends:
                self.__exit__(None, None, None)
                raise RuntimeError(f"the fork server did not start; see {self.log}")
            time.sleep(0.05)
        self.conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        for _ in range(100):
            with contextlib.suppress(ConnectionRefusedError, FileNotFoundError):
                self.conn.connect(str(self.socket_path))
                break
            time.sleep(0.05)
        self.stream = self.conn.makefile("rw", encoding="utf-8")
        return self

    def _ask(self, request: dict[str, Any]) -> dict[str, Any]:
        self.stream.write(json.dumps(request) + "\n")
        self.stream.flush()
        line = self.stream.readline()
        if not line:
            raise RuntimeError(f"the fork server stopped answering; see {self.log}")
        answer: dict[str, Any] = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"fork server: {answer['error']}")
        return answer

    def serve(self, target: str, port: int, log: Path) -> int:
        """Fork a child serving `module:attribute` on 127.0.0.1:port; its pid (readiness is the caller's to wait for)."""
        return int(self._ask({"serve": target, "port": port, "log": str(log)})["pid"])

    def running(self, pid: int) -> bool:
        """Whether the child still runs (an app that crashed on import has exited; the server reaps it)."""
        return bool(self._ask({"poll": pid})["running"])

    def stop(self, pid: int) -> int | None:
        return self._ask({"stop": pid})["code"]

    def __exit__(self, *exc: object) -> None:
        for closing in ("stream", "conn"):
            with contextlib.suppress(Exception):
                getattr(self, closing).close()
        if hasattr(self, "tree"):
            self.tree.stop(STOP_GRACE_S)
            self.log_file.close()
        shutil.rmtree(self.scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
