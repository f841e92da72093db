"""The fork server: a fresh app per request from the file on disk, stopped with everything it forked, errors said."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import httpx

from forgingground.engine.app_process import free_port
from forgingground.proving.forkserver import ForkServer

APP = """\
import os, subprocess
from fastapi import FastAPI

app = FastAPI()
CHILD = subprocess.Popen(["sleep", {marker!r}])  # something the app spawned: it must go when the app is stopped
VERSION = {version!r}


@app.get("/api/state")
def state():
    return {{"version": VERSION, "pid": os.getpid(), "child": CHILD.pid}}
"""


def _wait(url: str, forks: ForkServer, pid: int) -> dict:
    ends = time.monotonic() + 30
    while time.monotonic() < ends:
        try:
            return httpx.get(url, timeout=2).json()
        except httpx.HTTPError:
            assert forks.running(pid), "the child exited before it answered"
            time.sleep(0.05)
    raise AssertionError("no answer")


def _running(argv: list[str]) -> bool:
    """Whether a live process has this command line (pids inside a PID namespace mean nothing out here)."""
    wanted = "\0".join(argv).encode() + b"\0"
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and (proc / "cmdline").read_bytes() == wanted:
                return (proc / "stat").read_text().split(")")[-1].split()[0] != "Z"
        except OSError:
            continue
    return False


def test_each_serve_imports_the_module_as_it_is_on_disk_and_stop_ends_all_it_forked(tmp_path: Path) -> None:
    module = tmp_path / "probe_app.py"
    with ForkServer(tmp_path, tmp_path / "server.log") as forks:
        seen = []
        for version in ("gold", "mutated"):
            marker = f"{300 + os.getpid() % 1000}.{len(seen)}"
            module.write_text(APP.format(version=version, marker=marker))
            port = free_port()
            pid = forks.serve("probe_app:app", port, tmp_path / "app.log")
            state = _wait(f"http://127.0.0.1:{port}/api/state", forks, pid)
            seen.append(state["version"])
            assert _running(["sleep", marker])
            forks.stop(pid)
            assert not _running(["sleep", marker]), "the app's own child outlived the stop"
            assert not forks.running(pid)
        assert seen == ["gold", "mutated"]
        assert _running([sys.executable, "-m", "forgingground.proving.forkserver", str(forks.socket_path)])
    assert not _running([sys.executable, "-m", "forgingground.proving.forkserver", str(forks.socket_path)])


def test_an_app_that_cannot_import_exits_and_says_why_in_its_log(tmp_path: Path) -> None:
    (tmp_path / "broken_app.py").write_text("import no_such_module_anywhere\n")
    with ForkServer(tmp_path, tmp_path / "server.log") as forks:
        pid = forks.serve("broken_app:app", free_port(), tmp_path / "app.log")
        ends = time.monotonic() + 30
        while forks.running(pid) and time.monotonic() < ends:
            time.sleep(0.05)
        assert not forks.running(pid), "a second poll of a child already reaped"
        assert forks.stop(pid) == 1, "stopping a child that crashed reports how it ended (a campaign stops every app)"
    assert "no_such_module_anywhere" in (tmp_path / "app.log").read_text()
