"""Start a shell command so that nothing it spawns outlives the run: under the reaper, in a PID namespace of its own
where the machine allows one.

Two ways, chosen once per fgb process (FGB_CONTAINMENT=namespace|subreaper forces one):
- namespace (root, or wherever `unshare --pid` works): `setpriv --pdeathsig KILL unshare --pid --fork --kill-child
  --mount-proc python reaper.py CMD`. The reaper is process 1 of the namespace; when it ends, the kernel kills every
  process left in it, double forks and setsid included. fgb's death (SIGKILL too) kills unshare, whose death
  signals the reaper, which ends everything.
- subreaper (unprivileged users, containers without CAP_SYS_ADMIN): `python reaper.py CMD`, the reaper being its
  descendants' child subreaper with a parent-death signal. Orphans still come back to it and it stops them all,
  also when fgb is killed; only a SIGKILL of the reaper itself would leave them (nothing sends one but fgb's
  last resort, after the reaper failed to end).
The tree must be started and stopped from the same thread, which must outlive it: Linux sends the parent-death
signal when the thread that forked exits.
"""

from __future__ import annotations

import ctypes
import functools
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from .reaper import descendants, process_table

REAPER = Path(__file__).with_name("reaper.py")
CONTAINMENT_ENV = "FGB_CONTAINMENT"
NAMESPACE, SUBREAPER = "namespace", "subreaper"


@functools.cache
def containment() -> str:
    """How commands are contained on this machine: a PID namespace when `unshare --pid` works, else a subreaper."""
    forced = os.environ.get(CONTAINMENT_ENV, "")
    if forced in (NAMESPACE, SUBREAPER):
        return forced
    unshare, setpriv = shutil.which("unshare"), shutil.which("setpriv")
    if not (unshare and setpriv):
        return SUBREAPER
    try:
        probe = subprocess.run(
            [unshare, "--pid", "--fork", "--kill-child", "--mount-proc", "true"], capture_output=True, timeout=10
        )
    except (OSError, subprocess.SubprocessError):
        return SUBREAPER
    return NAMESPACE if probe.returncode == 0 else SUBREAPER


def reaper_argv(command: str, how: str) -> list[str]:
    reaper = [sys.executable, "-I", str(REAPER), command]
    if how == SUBREAPER:
        return reaper
    setpriv, unshare = shutil.which("setpriv") or "setpriv", shutil.which("unshare") or "unshare"
    return [setpriv, "--pdeathsig", "KILL", "--", unshare, "--pid", "--fork", "--kill-child", "--mount-proc", *reaper]


@dataclass
class ProcessTree:
    """A running command and everything below it; `stop()` ends all of it and says what had to be killed."""

    popen: subprocess.Popen[bytes]
    how: str
    notes_file: Path
    status_file: Path
    scratch: str
    stop_notes: list[str] = field(default_factory=list)

    @property
    def pid(self) -> int:
        return self.popen.pid

    def running(self) -> bool:
        """False once the reaper ended, that is once nothing of the command is left."""
        return self.popen.poll() is None

    def members(self) -> list[int]:
        """Every live process of the command, wrappers and reaper included."""
        table = process_table()
        own = [self.popen.pid] if self.popen.pid in table and table[self.popen.pid][1] != "Z" else []
        return own + descendants(self.popen.pid, table)

    def reaper_pid(self) -> int | None:
        if self.how == SUBREAPER:
            return self.popen.pid if self.running() else None
        table = process_table()
        return next((pid for pid, (parent, _) in table.items() if parent == self.popen.pid), None)

    def wait_command(self, timeout_s: float) -> int | None:
        """The command's own exit status once it exits (what it left running may still run), None on timeout."""
        ends = time.monotonic() + timeout_s
        while True:
            try:
                return int(self.status_file.read_text())
            except (OSError, ValueError):
                pass
            if not self.running():
                return self.popen.returncode
            if time.monotonic() >= ends:
                return None
            time.sleep(0.05)

    def wait(self, timeout_s: float | None) -> int | None:
        """The command's exit status once everything it started has ended, None on timeout."""
        try:
            return self.popen.wait(timeout_s)
        except subprocess.TimeoutExpired:
            return None

    def stop(self, grace_s: float) -> list[str]:
        """SIGTERM to all, SIGKILL to what is alive after grace_s; return notes of what had to be killed."""
        reaper = self.reaper_pid()
        if reaper is not None:
            _send(reaper, signal.SIGTERM)
        if self.wait(grace_s + 2.0) is None:
            left = self.members()
            self.stop_notes.append(f"the reaper did not end {grace_s + 2.0:g} s after SIGTERM: {len(left)} process(es) killed")
            for pid in left:
                _send(pid, signal.SIGKILL)
            if self.wait(5.0) is None:
                self.stop_notes.append(f"process(es) {self.members()} survived SIGKILL")
        killed = self._killed_lines()
        if killed:
            shown = "; ".join(killed[:4]) + (f"; and {len(killed) - 4} more" if len(killed) > 4 else "")
            self.stop_notes.insert(
                0, f"{len(killed)} process(es) still alive {grace_s:g} s after SIGTERM were killed (SIGKILL): {shown}"
            )
        shutil.rmtree(self.scratch, ignore_errors=True)
        return self.stop_notes

    def _killed_lines(self) -> list[str]:
        try:
            text = self.notes_file.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        return [line.split(" was still alive", 1)[0] for line in text.splitlines() if line.strip()]


def _send(pid: int, sig: signal.Signals) -> None:
    try:
        os.kill(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


PR_SET_PDEATHSIG = 1


def _dies_with(parent: int) -> Any:
    """What the child runs between fork and exec: the kill on our death armed before anything else runs, and an
    exit if we already died in between (setpriv's own --pdeathsig comes a moment later: fgb killed in that moment
    left an orphaned unshare)."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl  # resolved in the parent: the child only calls it
    except (OSError, AttributeError):
        return None

    def arm() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:
            os._exit(1)

    return arm


def spawn(
    command: str,
    *,
    cwd: Path | None,
    env: dict[str, str],
    stdout: int | IO[Any],
    grace_s: float,
) -> ProcessTree:
    """Start `sh -c command` under the reaper (stdin empty, stderr with stdout). Raises OSError when it cannot start."""
    how = containment()
    scratch = tempfile.mkdtemp(prefix="fgb-reaper-")
    notes, status = Path(scratch) / "killed.txt", Path(scratch) / "status"
    reaper_env = {**env, "FGB_REAPER_GRACE_S": f"{grace_s:g}", "FGB_REAPER_NOTES": str(notes), "FGB_REAPER_STATUS": str(status)}
    if how == SUBREAPER:  # in a namespace the reaper's parent is unshare, and getppid() says 0
        reaper_env["FGB_REAPER_PARENT"] = str(os.getpid())
    try:
        popen = subprocess.Popen(
            reaper_argv(command, how),
            stdin=subprocess.DEVNULL,
            stdout=stdout,
            stderr=subprocess.STDOUT,
            env=reaper_env,
            cwd=cwd,
            start_new_session=True,
            preexec_fn=_dies_with(os.getpid()),
        )
    except OSError:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    return ProcessTree(popen, how, notes, status, scratch)
