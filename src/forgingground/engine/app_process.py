"""Run an app under test from a start command on a free port, keep its log, and always stop it and all it spawned.

The command runs under the reaper (process_tree), in a PID namespace of its own where the machine allows one:
stopping sends SIGTERM to everything it started, SIGKILL after a grace period, double forks, setsid and
`server &` included, then checks the port is free; fgb's own death takes the app with it. What had to be killed
is kept in `stop_notes` for the report. The app gets its own TMPDIR, removed once it is
stopped: an app's exit handlers do not run when a signal ends it (uvicorn re-raises SIGTERM after its shutdown),
so temporary databases would otherwise pile up in /tmp, one per run.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from .app_log import CappedLog
from .process_tree import ProcessTree, spawn
from .relay import OutsideRelay
from .sandbox import Sandbox

GRACE_S = 3.0
BROKEN_ANSWERS_S = 5.0  # an app that accepts connections but answers no HTTP this long is not starting up, it is broken


def startup_failure(exc: httpx.HTTPError) -> str:
    """What a failed start-up probe says about the app, in words: closed without an answer, or bytes not HTTP."""
    text = str(exc).lower()
    if isinstance(exc, (httpx.RemoteProtocolError, httpx.ReadError)) and (
        "disconnected" in text or "peer closed" in text or "without sending" in text or isinstance(exc, httpx.ReadError)
    ):
        return "closed the connection without an HTTP answer"
    if isinstance(exc, httpx.RemoteProtocolError):
        return f"answered bytes that are not HTTP ({exc})"
    return f"failed: {type(exc).__name__}: {exc}"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def port_in_use(port: int) -> bool:
    """True when something still listens on 127.0.0.1:port."""
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


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
    sandbox: Sandbox | None = None  # confine the command (bwrap, no network); reached through a relay on the port
    reach: dict[int, Path] | None = None  # in the sandbox: ports inside that lead to these socket files outside

    def __post_init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._tree: ProcessTree | None = None
        self.stop_notes: list[str] = []
        self._log: CappedLog | None = None
        self._scratch: str | None = None
        self._relay: OutsideRelay | None = None

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
        command = self.command.replace("{port}", str(self.port))
        if self.sandbox is not None:
            try:
                self._relay = OutsideRelay(self.port, self.sandbox.socket_for(self.port))
            except OSError as exc:
                raise PortTaken(f"port {self.port} cannot be listened on for the sandboxed app: {exc}") from None
            cwd = (self.cwd or Path.cwd()).resolve()
            command = self.sandbox.command(command, cwd, serve=self.port, reach=self.reach, also=[Path(self._scratch)])
        try:
            self._tree = spawn(command, cwd=self.cwd, env=env, stdout=subprocess.PIPE, grace_s=self.grace_s)
        except OSError:
            self.stop()
            raise
        assert self._tree.popen.stdout is not None
        self._log.follow(self._tree.popen.stdout)
        try:
            self._wait_ready()
        except AppStartError:
            self.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _wait_ready(self) -> None:
        """Wait until GET /api/state answers in HTTP; the failure says what the app did (silence, closed, garbage)."""
        ends = time.monotonic() + self.startup_timeout_s
        assert self._tree is not None
        seen = "nothing accepted a connection"
        broken_since: float | None = None  # since when the app accepts connections but answers no HTTP
        while True:
            left = ends - time.monotonic()
            if left <= 0:
                break
            if not self._tree.running():  # the reaper ends only when nothing of the command is left
                if self._log:
                    self._log.settle(1.0)
                raise AppStartError(
                    f"the app exited with code {self._tree.popen.returncode} before answering; log:\n{self.tail()}"
                )
            try:
                httpx.get(f"{self.url}/api/state", timeout=max(0.1, min(self.request_timeout_s, left)))
                self._check_listener_is_ours()
                return
            except httpx.ConnectError:
                broken_since = None
            except httpx.TimeoutException:
                seen, broken_since = f"GET /api/state was accepted but not answered within {self.request_timeout_s:g} s", None
            except httpx.HTTPError as exc:
                seen = startup_failure(exc)
                broken_since = broken_since or time.monotonic()
                # behind the sandbox's relay a port nobody listens on yet looks closed too: only the timeout says
                if self.sandbox is None and time.monotonic() - broken_since > BROKEN_ANSWERS_S:
                    raise AppStartError(
                        f"{self.url} {seen}, for {BROKEN_ANSWERS_S:g} s: not an HTTP server; log:\n{self.tail()}"
                    ) from None
            time.sleep(min(0.1, max(0.0, ends - time.monotonic())))
        raise AppStartError(f"no answer on {self.url} within {self.startup_timeout_s:g} s ({seen}); log:\n{self.tail()}")

    def _check_listener_is_ours(self) -> None:
        """The answer must come from the app we started, not from another process that took the port first."""
        assert self._tree is not None
        if self.sandbox is not None:
            return  # the host's port is our relay's; inside, the app's network is its own
        listening = listening_inodes(self.port)
        if listening and not listening & socket_inodes(self._tree.members()):
            raise PortTaken(f"port {self.port} is held by a process the app did not start (another program took it first)")

    def tail(self, lines: int = 20) -> str:
        text = self._log.recent().decode("utf-8", errors="replace") if self._log else ""
        return "\n".join(text.splitlines()[-lines:]) or "(empty log)"

    def stop(self) -> None:
        """Stop everything the command started (TERM, then KILL), check the port is free, cap the log."""
        if self._tree is None:
            self._close_relay()
            self._drop_scratch()  # the command never started (Popen refused it): its TMPDIR still goes
            return
        self.stop_notes += self._tree.stop(self.grace_s)
        self._close_relay()
        if port_in_use(self.port):
            self.stop_notes.append(f"port {self.port} is still in use after the app was stopped")
        self._tree = None
        self._drop_scratch()
        if self._log:
            self._log.close()

    def _close_relay(self) -> None:
        if self._relay is not None:
            self._relay.close()
            self._relay = None

    def _drop_scratch(self) -> None:
        if self._scratch:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None
