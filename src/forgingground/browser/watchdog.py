"""The last word on a page that will not stop: kill its renderer when its time is up.

Playwright's timeouts bound waiting for elements and navigations, but a script stuck in `while(true){}` can hold
`page.evaluate` (and anything else the renderer must answer) forever. A timer thread kills this process's
Chromium renderers (SIGKILL, found through /proc) once the time is spent; the call that was waiting then fails
with "Target crashed", the caller records it, and a fresh context starts the next journey. The browser process
itself survives.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _children() -> dict[int, list[int]]:
    kids: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        kids.setdefault(ppid, []).append(int(entry.name))
    return kids


def renderers(root: int | None = None) -> list[int]:
    """Chromium renderer processes among the descendants of root (default: this process)."""
    kids, todo, found = _children(), [root or os.getpid()], []
    while todo:
        for pid in kids.get(todo.pop(), []):
            todo.append(pid)
            try:
                if b"--type=renderer" in Path(f"/proc/{pid}/cmdline").read_bytes():
                    found.append(pid)
            except OSError:
                continue
    return found


class Cutoff:
    """Whether the watchdog had to fire."""

    fired = False

    def fire(self) -> None:
        self.fired = True
        for pid in renderers():
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                continue


@contextmanager
def cutoff(seconds: float) -> Iterator[Cutoff]:
    """Within the block, kill this process's renderers after `seconds` (at least a moment)."""
    state = Cutoff()
    timer = threading.Timer(max(0.1, seconds), state.fire)
    timer.daemon = True
    timer.start()
    try:
        yield state
    finally:
        timer.cancel()
