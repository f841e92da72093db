"""Wait until a page is quiet: no request in flight for a moment (fetches after load included)."""

from __future__ import annotations

import time
from typing import Any

# Before a screenshot is compared pixel for pixel, wait longer: a busy machine can pause a page's script
# between two requests for more than the short quiet period that steps use.
SCREEN_QUIET_MS = 250


def track(page: Any) -> None:
    """Count the page's requests in flight from now on; new_page calls this before the first navigation."""
    inflight: set[Any] = set()
    # Playwright tags each handler with an attribute, so bound builtins (set.add) cannot be handlers.
    page.on("request", lambda request: inflight.add(request))
    page.on("requestfinished", lambda request: inflight.discard(request))
    page.on("requestfailed", lambda request: inflight.discard(request))
    page._fgb_inflight = inflight


def settle(page: Any, quiet_ms: int = 40, timeout_ms: float = 5000) -> bool:
    """True once no request has been in flight for quiet_ms; False if that never happened within timeout_ms."""
    inflight = page._fgb_inflight
    ends = time.monotonic() + timeout_ms / 1000
    quiet_since = None
    while time.monotonic() < ends:
        page.wait_for_timeout(15)
        if inflight:
            quiet_since = None
            continue
        quiet_since = quiet_since or time.monotonic()
        if (time.monotonic() - quiet_since) * 1000 >= quiet_ms:
            return True
    return False
