"""When a page's document has stopped changing, so a draw can call a move idle without waiting out a fixed time.

Generation pages note, from the first script on, the moment of the last change to their document (a node added or
removed, an attribute, a text). The draw marks the moment a move ends; once the page is quiet (settle: no fetch in
flight, none unread), loaded, and its document has not changed for DOM_QUIET_MS since the later of the two, gold
shows all that move will show: gold's front ends render when their fetches are read and set no timers
(tests/walks/test_dom_changes.py holds them to that), and a click that opens another page has started it by then
(Playwright's click waits for that).
"""

from __future__ import annotations

import time
from typing import Any

from ..browser.settle import BUSY

DOM_QUIET_MS = 400.0
POLL_MS = 50
COUNTER = "__fgbDomChanges"
COUNT_DOM_CHANGES = f"""(() => {{
  if (window.{COUNTER} !== undefined) return;
  const changes = {{ last: performance.now(), since: 0 }};
  Object.defineProperty(window, "{COUNTER}", {{ value: changes, enumerable: false }});
  new MutationObserver(() => {{ changes.last = performance.now(); }}).observe(
    document, {{ subtree: true, childList: true, attributes: true, characterData: true }});
}})();"""
MARK = f"() => {{ const c = window.{COUNTER}; if (c) c.since = performance.now(); }}"
# how long the loaded document has not changed, since the mark too, in ms: 0 while it loads, while a fetch of the
# page's is unfinished (settle.py counts them: read here in the same call, one round trip a poll), or when it cannot
# count (no script of ours)
QUIET_FOR = (
    f"() => {{ const c = window.{COUNTER}; const busy = window.{BUSY} ? window.{BUSY}.n : 0;"
    f" return c && !busy && document.readyState === 'complete' ? performance.now() - Math.max(c.last, c.since) : 0; }}"
)


def mark(page: Any) -> None:
    """Start the quiet over now (when a move ended): the page is given DOM_QUIET_MS to begin answering it."""
    try:
        page.evaluate(MARK)
    except Exception:  # noqa: BLE001 - a page between documents, or closed: the next document counts afresh
        pass


def quiet_for(page: Any) -> float:
    """Milliseconds since the page's document last changed, with no request in flight (else 0)."""
    if page._fgb_inflight:  # Playwright's own count: a request the page's scripts did not make (an image, a form)
        return 0.0
    try:
        return float(page.evaluate(QUIET_FOR))
    except Exception:  # noqa: BLE001 - a page between documents, or closed, is not quiet
        return 0.0


def await_quiet(page: Any, timeout_ms: float, quiet_ms: float = DOM_QUIET_MS) -> bool:
    """True once no request is in flight and the document has not changed for quiet_ms; False when timeout_ms
    passed first."""
    ends = time.monotonic() + timeout_ms / 1000
    while quiet_for(page) < quiet_ms:
        if time.monotonic() >= ends:
            return False
        page.wait_for_timeout(POLL_MS)
    return True
