"""A warm worker for a UI mutation campaign: Python, the environment and one Chromium stay up across Stryker's runs.

Stryker's command runner starts a process per mutant; starting Python with the engine and a browser each time cost
about as much as the journeys a mutant needs. `python -m forgingground.proving.ui_worker SOCKET -- <ui_mutant
arguments>` serves runs over a Unix socket instead: each connection sends {"mutant": id or null} and gets back
{"code": exit code, "lines": [...]} (proving/ui_client.py is the stdlib-only command Stryker runs). A run whose
browser died is run once more with a new one; a run that fails again answers {"error": why}, and the client then
runs ui_mutant itself, so a sick worker costs time, never a verdict.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sys
from pathlib import Path
from typing import Any

from .ui_mutant import parser, run_once


class WarmBrowser:
    """One Chromium, launched on first use and again after it died."""

    def __init__(self) -> None:
        self.stack = contextlib.ExitStack()
        self.browser: Any = None

    def get(self) -> Any:
        if self.browser is None or not self.browser.is_connected():
            self.close()
            from ..browser import browser_session

            self.stack = contextlib.ExitStack()
            self.browser = self.stack.enter_context(browser_session())
        return self.browser

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.stack.close()
        self.browser = None


def answer(args: Any, request: dict[str, Any], warm: WarmBrowser) -> dict[str, Any]:
    """One run for one request; a browser that died is replaced and the run repeated once."""
    why = ""
    for _ in range(2):
        try:
            code, lines = run_once(args, request.get("mutant"), warm.get())
            return {"code": code, "lines": lines}
        except Exception as exc:  # noqa: BLE001 - the client falls back to a run of its own
            why = f"{type(exc).__name__}: {str(exc)[:300]}"
            warm.close()
    return {"error": why}


def serve(path: Path, argv: list[str]) -> None:
    args = parser().parse_args(argv)
    warm = WarmBrowser()
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    # The socket appears at its path only once it listens (bound aside, then renamed): a client that finds the path
    # and connects in between would be refused and run its mutant without the warm browser (seen on a loaded machine).
    pending = path.with_name(path.name + ".pending")
    with contextlib.suppress(FileNotFoundError):
        pending.unlink()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(pending))
    server.listen(4)
    os.replace(pending, path)
    try:
        while True:
            connection, _ = server.accept()
            with connection, connection.makefile("rwb") as stream:
                line = stream.readline()
                try:
                    request = json.loads(line)
                except ValueError:
                    request = None
                reply = answer(args, request, warm) if isinstance(request, dict) else {"error": "not a request"}
                stream.write(json.dumps(reply).encode() + b"\n")
                stream.flush()
    finally:
        server.close()
        warm.close()
        with contextlib.suppress(OSError):
            os.unlink(path)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) < 2 or argv[1] != "--":
        print("usage: python -m forgingground.proving.ui_worker SOCKET -- <ui_mutant arguments>", file=sys.stderr)
        return 2
    serve(Path(argv[0]), argv[2:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
