"""One verification at a time per app: an advisory lock per target URL on this machine.

Two runs against one app reset it under each other and score a mix of both; the second run waits for the
first (or refuses with --no-wait). The lock is an fcntl lock on <tmp>/forgingground-locks/<hash of the target>.lock,
the target being the address the host name resolves to (every loopback spelling is one: localhost, 127.0.0.1,
[::1], 0.0.0.0), the port (the scheme's default when none is written) and the path,
released by the kernel when the holder exits, however it exits. Runs on other machines are caught by the
state protocol's reset epoch instead.
"""

from __future__ import annotations

import fcntl
import hashlib
import ipaddress
import os
import socket
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from urllib.parse import urlsplit


class TargetBusy(Exception):
    """Another run holds the lock and we were told not to wait."""


def resolved_host(host: str) -> str:
    """The address a host name stands for: "loopback" for any loopback or unspecified address, else the lowest
    resolved address; the name itself when it does not resolve."""
    try:
        found = {str(info[4][0]) for info in socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)}
    except (OSError, UnicodeError):
        return host.lower()
    addresses = [ipaddress.ip_address(a.split("%", 1)[0]) for a in found]
    if any(a.is_loopback or a.is_unspecified for a in addresses):
        return "loopback"
    return str(min(addresses, key=lambda a: (a.version, a))) if addresses else host.lower()


def target_key(url: str) -> str:
    """What one app is, whatever the URL's spelling: resolved address, port, path."""
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme.lower() == "https" else 80)
    return f"{resolved_host(parts.hostname or '')}:{port}{parts.path.rstrip('/')}"


def lock_file(url: str, folder: Path | None = None) -> Path:
    key = target_key(url)
    base = folder or Path(tempfile.gettempdir()) / "forgingground-locks"
    return base / f"{hashlib.sha256(key.encode()).hexdigest()[:20]}.lock"


class TargetLock:
    """`with TargetLock(url, wait=True, on_wait=print):` holds the machine-wide lock of one app URL."""

    def __init__(self, url: str, wait: bool = True, on_wait: Callable[[str], None] | None = None, folder: Path | None = None):
        self.url, self.wait, self.on_wait = url, wait, on_wait or (lambda _: None)
        self.file = lock_file(url, folder)
        self._fd: int | None = None

    def holder(self) -> str:
        try:
            return self.file.read_text().strip() or "another process"
        except OSError:
            return "another process"

    def __enter__(self) -> TargetLock:
        self.file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.file, os.O_RDWR | os.O_CREAT, 0o666)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            who = self.holder()
            if not self.wait:
                os.close(fd)
                raise TargetBusy(f"another fgb verify ({who}) is running against {self.url}") from None
            self.on_wait(f"waiting: another fgb verify ({who}) is running against {self.url} (--no-wait refuses instead)")
            fcntl.flock(fd, fcntl.LOCK_EX)
        os.ftruncate(fd, 0)
        os.write(fd, f"pid {os.getpid()}".encode())
        self._fd = fd
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        if self._fd is not None:
            os.ftruncate(self._fd, 0)
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None
