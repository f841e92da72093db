"""Run an app under test from a start command on a free port, keep its log, and always stop it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class AppStartError(Exception):
    """The app did not answer in time; the message carries the tail of its log."""


@dataclass
class AppProcess:
    """`with AppProcess(cmd, log) as app:` starts the command ({port} and $PORT filled) and stops it after."""

    command: str
    log_file: Path
    startup_timeout_s: float = 30.0
    env: dict[str, str] | None = None
    cwd: Path | None = None

    def __post_init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._proc: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> AppProcess:
        self.log_file.parent.mkdir(parents=True, exist_ok=True)
        log = self.log_file.open("wb")
        env = {**os.environ, **(self.env or {}), "PORT": str(self.port)}
        self._proc = subprocess.Popen(
            self.command.replace("{port}", str(self.port)),
            shell=True,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=self.cwd,
            start_new_session=True,
        )
        log.close()
        try:
            self._wait_ready()
        except AppStartError:
            self.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _wait_ready(self) -> None:
        ends = time.monotonic() + self.startup_timeout_s
        while time.monotonic() < ends:
            assert self._proc is not None
            if self._proc.poll() is not None:
                raise AppStartError(f"the app exited with code {self._proc.returncode} before answering; log:\n{self.tail()}")
            try:
                httpx.get(f"{self.url}/api/state", timeout=1.0)
                return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise AppStartError(f"no answer on {self.url} within {self.startup_timeout_s:.0f} s; log:\n{self.tail()}")

    def tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log_file.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def stop(self) -> None:
        if self._proc is None or self._proc.poll() is not None:
            return
        for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
            try:
                os.killpg(self._proc.pid, sig)
            except ProcessLookupError:
                return
            try:
                self._proc.wait(wait)
                return
            except subprocess.TimeoutExpired:
                continue
