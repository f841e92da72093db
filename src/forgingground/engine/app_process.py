"""Run an app under test from a start command on a free port, keep its log, and always stop it and all it spawned.

The command runs in its own session (process group); stopping sends SIGTERM to the whole group, then SIGKILL
after a grace period, also when the `sh -c` parent already exited (`server &`), then checks the port is free.
What had to be killed is kept in `stop_notes` for the report. The app gets its own TMPDIR, removed once it is
stopped: an app's exit handlers do not run when a signal ends it (uvicorn re-raises SIGTERM after its shutdown),
so temporary databases would otherwise pile up in /tmp, one per run.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from .app_log import CappedLog

GRACE_S = 3.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def port_in_use(port: int) -> bool:
    """True when something still listens on 127.0.0.1:port."""
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def group_members(pgid: int) -> list[int]:
    """Live processes whose process group is pgid (read from /proc; zombies excluded)."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if len(fields) > 2 and fields[0] != "Z" and int(fields[2]) == pgid:
            members.append(int(entry.name))
    return members


def listening_inodes(port: int) -> set[str]:
    """Socket inodes listening on a local TCP port (from /proc/net/tcp and tcp6; empty when unreadable)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            f = row.split()
            if len(f) > 9 and f[3] == "0A" and int(f[1].rsplit(":", 1)[1], 16) == port:
                inodes.add(f[9])
    return inodes


def socket_inodes(pids: list[int]) -> set[str]:
    """Socket inodes the processes hold open."""
    inodes = set()
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                target = os.readlink(fd)
                if target.startswith("socket:["):
                    inodes.add(target[8:-1])
        except OSError:
            continue
    return inodes


class PortTaken(Exception):
    """Another process on the machine listens on the port the app was given (a race for a free port)."""


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
    request_timeout_s: float = 5.0  # one start-up probe of /api/state may take this long
    grace_s: float = GRACE_S

    def __post_init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._proc: subprocess.Popen[bytes] | None = None
        self.stop_notes: list[str] = []
        self._log: CappedLog | None = None
        self._scratch: str | None = None

    def __enter__(self) -> AppProcess:
        for attempt in range(3):
            try:
                return self._start()
            except PortTaken as exc:
                self.stop()
                if attempt == 2:
                    raise AppStartError(f"{exc}, three times: free some ports and retry") from None
                self.port = free_port()
                self.url = f"http://127.0.0.1:{self.port}"
        raise AssertionError("unreachable")

    def restart(self) -> None:
        """Stop the app and start the same command again on the same port, with the same TMPDIR and environment.

        The state protocol's restart check: what the app stored must survive (its files do; its memory does not).
        The second start logs to `<log>.restarted<suffix>`, so the first run's log is kept. Raises AppStartError.
        """
        scratch, self._scratch = self._scratch, None
        self.stop()
        self._scratch = scratch
        self.log_file = self.log_file.with_name(f"{self.log_file.stem}.restarted{self.log_file.suffix}")
        try:
            self._start()
        except PortTaken as exc:
            self.stop()
            raise AppStartError(f"the app could not be restarted on its port: {exc}") from None

    def _start(self) -> AppProcess:
        self.log_file.parent.mkdir(parents=True, exist_ok=True)
        self._log = CappedLog(self.log_file)
        self._scratch = self._scratch or tempfile.mkdtemp(prefix="fgb-app-")
        env = {**os.environ, "TMPDIR": self._scratch, **(self.env or {}), "PORT": str(self.port)}
        try:
            self._proc = subprocess.Popen(
                self.command.replace("{port}", str(self.port)),
                shell=True,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                env=env,
                cwd=self.cwd,
                start_new_session=True,
            )
        except OSError:
            self.stop()
            raise
        assert self._proc.stdout is not None
        self._log.follow(self._proc.stdout)
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
        assert self._proc is not None
        while True:
            left = ends - time.monotonic()
            if left <= 0:
                break
            if self._proc.poll() is not None and not group_members(self._proc.pid):
                if self._log:
                    self._log.settle(1.0)
                raise AppStartError(f"the app exited with code {self._proc.returncode} before answering; log:\n{self.tail()}")
            try:
                httpx.get(f"{self.url}/api/state", timeout=max(0.1, min(self.request_timeout_s, left)))
                self._check_listener_is_ours()
                return
            except httpx.HTTPError:
                time.sleep(min(0.1, max(0.0, ends - time.monotonic())))
        raise AppStartError(f"no answer on {self.url} within {self.startup_timeout_s:g} s; log:\n{self.tail()}")

    def _check_listener_is_ours(self) -> None:
        """The answer must come from the app we started, not from another process that took the port first."""
        assert self._proc is not None
        listening = listening_inodes(self.port)
        if listening and not listening & socket_inodes(group_members(self._proc.pid)):
            raise PortTaken(
                f"port {self.port} is held by a process outside the app's process group "
                "(another program took it first, or the app detached itself)"
            )

    def tail(self, lines: int = 20) -> str:
        text = self._log.recent().decode("utf-8", errors="replace") if self._log else ""
        return "\n".join(text.splitlines()[-lines:]) or "(empty log)"

    def stop(self) -> None:
        """Stop the whole process group (TERM, then KILL), check the port is free, cap the log."""
        if self._proc is None:
            self._drop_scratch()  # the command never started (Popen refused it): its TMPDIR still goes
            return
        pgid = self._proc.pid
        self._signal_group(pgid, signal.SIGTERM)
        if not self._wait_gone(pgid, self.grace_s):
            left = group_members(pgid)
            self.stop_notes.append(
                f"{len(left)} process(es) still alive {self.grace_s:g} s after SIGTERM were killed (SIGKILL): pid {left}"
            )
            self._signal_group(pgid, signal.SIGKILL)
            if not self._wait_gone(pgid, 5.0):
                self.stop_notes.append(f"process(es) {group_members(pgid)} survived SIGKILL")
        if self._proc.poll() is None:
            self._proc.wait(1.0)
        if port_in_use(self.port):
            self.stop_notes.append(f"port {self.port} is still in use after the app was stopped")
        self._proc = None
        self._drop_scratch()
        if self._log:
            self._log.close()

    def _drop_scratch(self) -> None:
        if self._scratch:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def _signal_group(self, pgid: int, sig: signal.Signals) -> None:
        try:
            os.killpg(pgid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    def _wait_gone(self, pgid: int, seconds: float) -> bool:
        ends = time.monotonic() + seconds
        while True:
            assert self._proc is not None
            self._proc.poll()  # reap the shell so it does not count as alive
            if not group_members(pgid):
                return True
            if time.monotonic() > ends:
                return False
            time.sleep(0.05)
