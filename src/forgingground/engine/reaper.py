"""The first process of every command fgb starts: it runs the command, adopts what the command leaves behind, and
takes it all down with it.

Run as `python -I reaper.py COMMAND` (only the standard library: it must not import fgb). Inside a PID namespace it
is process 1, so the kernel hands it every orphan and kills the whole namespace when it ends; outside one it asks
to be its descendants' child subreaper, so double forks and setsid still come back to it. On SIGTERM, SIGINT or
SIGHUP it sends SIGTERM to every descendant once, SIGKILL to those alive after the grace period
(FGB_REAPER_GRACE_S), and writes what it had to kill to FGB_REAPER_NOTES. When the command itself exits it
writes its status to FGB_REAPER_STATUS (an install is done then, whatever it left running). When fgb dies, nobody waits for a
graceful end: in a namespace unshare's death kills the reaper and the kernel the rest; outside one the
parent-death signal (SIGUSR2) makes the reaper kill every descendant at once.
It exits with the command's status once no descendant is left, so "the reaper ended" means "nothing is left".
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
POLL_S = 0.05


def process_table() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, state letter) of every process /proc shows; processes that vanish mid-read are skipped."""
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        table[int(entry.name)] = (int(fields[1]), fields[0])
    return table


def descendants(pid: int, table: dict[int, tuple[int, str]] | None = None) -> list[int]:
    """Live (not zombie) processes below pid in the process tree."""
    table = process_table() if table is None else table
    children: dict[int, list[int]] = {}
    for child, (parent, _) in table.items():
        children.setdefault(parent, []).append(child)
    found, todo = [], list(children.get(pid, []))
    while todo:
        p = todo.pop()
        if table[p][1] != "Z":
            found.append(p)
        todo.extend(children.get(p, []))
    return found


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()[:120]
    except OSError:
        return "?"


class Reaper:
    """Runs one command and ends every process below itself, on a signal or when nothing is left."""

    def __init__(self, command: str, grace_s: float, notes: Path | None, status_file: Path | None = None) -> None:
        self.command, self.grace_s, self.notes, self.status_file = command, grace_s, notes, status_file
        self.me = os.getpid()
        self.signalled: set[int] = set()
        self.deadline: float | None = None
        self.status = 0

    def terminate(self, *_: object) -> None:
        if self.deadline is None:
            self.deadline = time.monotonic() + self.grace_s

    def orphaned(self, *_: object) -> None:
        """fgb is gone: kill everything now, nobody is left to wait for."""
        self.grace_s, self.deadline = 0.0, time.monotonic() - 1.0

    def run(self) -> int:
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(sig, self.terminate)
        signal.signal(signal.SIGUSR2, self.orphaned)
        main = subprocess.Popen(["/bin/sh", "-c", self.command])  # noqa: S603 - the command is the user's, by design
        empty_scans = 0
        while True:
            self._reap(main.pid)
            left = descendants(self.me)
            # an orphan in the middle of being handed over shows in no scan: nothing left means twice in a row
            empty_scans = 0 if left else empty_scans + 1
            if empty_scans == 2:
                self._reap(main.pid)
                return self.status
            if self.deadline is not None:
                self._stop(left)
            time.sleep(POLL_S)

    def _reap(self, main_pid: int) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            if pid == main_pid:
                code = os.waitstatus_to_exitcode(status)
                self.status = 128 - code if code < 0 else code  # killed by signal N: 128 + N, as a shell says
                if self.status_file is not None:
                    part = self.status_file.with_suffix(".part")
                    part.write_text(str(self.status))
                    part.replace(self.status_file)

    def _stop(self, left: list[int]) -> None:
        assert self.deadline is not None
        late = time.monotonic() > self.deadline
        for pid in left:
            if late or pid not in self.signalled:
                if late:
                    self._note(f"{pid} ({command_line(pid)}) was still alive {self.grace_s:g} s after SIGTERM: SIGKILL")
                self._send(pid, signal.SIGKILL if late else signal.SIGTERM)
                self.signalled.add(pid)

    def _send(self, pid: int, sig: signal.Signals) -> None:
        try:
            os.kill(pid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    def _note(self, line: str) -> None:
        if self.notes is not None:
            with self.notes.open("a", encoding="utf-8") as f:
                f.write(line + "\n")


def _prctl(option: int, value: int) -> None:
    try:
        ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: reaper.py COMMAND", file=sys.stderr)
        return 2
    parent = int(os.environ.pop("FGB_REAPER_PARENT", "0"))
    notes = os.environ.pop("FGB_REAPER_NOTES", None)
    grace_s = float(os.environ.pop("FGB_REAPER_GRACE_S", "3"))
    status = os.environ.pop("FGB_REAPER_STATUS", None)
    reaper = Reaper(sys.argv[1], grace_s, Path(notes) if notes else None, Path(status) if status else None)
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    if parent:  # outside a namespace (in one, unshare's --kill-child already ends the reaper with its parent)
        _prctl(PR_SET_PDEATHSIG, signal.SIGUSR2)
        if os.getppid() != parent:  # fgb died before the parent-death signal was armed
            reaper.orphaned()
    return reaper.run()


if __name__ == "__main__":
    sys.exit(main())
