"""The app's output, capped: the first bytes go to app.log as they come, the last bytes are kept in memory and
appended at the end after a marker saying how much was cut, so a flooding app cannot fill the disk."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import IO

HEAD_BYTES = 5_000_000
TAIL_BYTES = 5_000_000


class CappedLog:
    """Copies a pipe into a file, keeping at most head_bytes + tail_bytes of it."""

    def __init__(self, file: Path, head_bytes: int = HEAD_BYTES, tail_bytes: int = TAIL_BYTES) -> None:
        self.file, self.head_bytes, self.tail_bytes = file, head_bytes, tail_bytes
        self.total = 0
        self._tail = bytearray()
        self._out = file.open("wb")
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def follow(self, pipe: IO[bytes]) -> None:
        self._thread = threading.Thread(target=self._copy, args=(pipe,), daemon=True, name=f"log {self.file}")
        self._thread.start()

    def _copy(self, pipe: IO[bytes]) -> None:
        while chunk := pipe.read1(65536) if hasattr(pipe, "read1") else pipe.read(65536):
            with self._lock:
                if self._out.closed:  # a process that escaped the group still writes: stop copying
                    break
                self._take(chunk)
        pipe.close()

    def write(self, data: bytes) -> None:
        """Add a line of fgb's own (the command about to run), counted and capped like the process's output."""
        with self._lock:
            if not self._out.closed:
                self._take(data)

    def _take(self, chunk: bytes) -> None:
        room = max(0, self.head_bytes - self.total)
        if room:
            self._out.write(chunk[:room])
            self._out.flush()
        if len(chunk) > room:
            self._tail += chunk[room:]
            if len(self._tail) > self.tail_bytes:
                del self._tail[: len(self._tail) - self.tail_bytes]
        self.total += len(chunk)

    @property
    def cut(self) -> int:
        """Bytes of output left out of the file."""
        return max(0, self.total - self.head_bytes - self.tail_bytes)

    def recent(self, limit: int = 64_000) -> bytes:
        """The last bytes the app wrote, for a start-up failure message."""
        with self._lock:
            if self._tail:
                return bytes(self._tail[-limit:])
        try:
            with self.file.open("rb") as f:
                f.seek(max(0, min(self.total, self.head_bytes) - limit))
                return f.read(limit)
        except OSError:
            return b""

    def settle(self, wait_s: float) -> None:
        """Give the copier up to wait_s to read what an exited app wrote last."""
        if self._thread is not None:
            self._thread.join(wait_s)

    def close(self, wait_s: float = 5.0) -> None:
        """Wait for the pipe to end (every writer gone), then append the kept tail after a marker."""
        self.settle(wait_s)
        with self._lock:
            if self._out.closed:
                return
            if self._tail:
                if self.cut:
                    marker = f"\n[fgb: {self.cut} bytes of output cut here; app.log keeps the first and the last bytes]\n"
                    self._out.write(marker.encode())
                self._out.write(bytes(self._tail))
            self._out.close()
