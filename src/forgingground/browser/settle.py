"""Wait until a page is quiet: no request in flight for a moment (fetches after load included)."""

from __future__ import annotations

import time
from typing import Any

# Before a screenshot is compared pixel for pixel, wait longer: a busy machine can pause a page's script
# between two requests for more than the short quiet period that steps use.
SCREEN_QUIET_MS = 250

# Playwright reports a request to Python a moment after the page makes it; on a loaded machine that moment can
# outlast a quiet period, so a click's fetch looked finished before it began and the next step hit the old page.
# The page itself therefore counts its own work in flight: a fetch until its body is read, an XHR until loadend.
# It counts under a name a page is unlikely to use; a page that tampers with it only makes settle wait its timeout.
BUSY = "__fgbBusy"
COUNT_PAGE_WORK = f"""(() => {{
  if (window.{BUSY} !== undefined) return;
  Object.defineProperty(window, "{BUSY}", {{ value: {{ n: 0 }}, enumerable: false }});
  const busy = window.{BUSY};
  const hold = (promise) => {{ busy.n += 1; return promise.finally(() => {{ busy.n -= 1; }}); }};
  if (window.fetch) {{
    const fetch = window.fetch;
    window.fetch = function (...args) {{ return hold(fetch.apply(this, args)); }};
  }}
  if (window.Response) {{
    for (const read of ["json", "text", "arrayBuffer", "blob", "formData"]) {{
      const original = Response.prototype[read];
      if (original) Response.prototype[read] = function (...args) {{ return hold(original.apply(this, args)); }};
    }}
  }}
  if (window.XMLHttpRequest) {{
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (...args) {{
      busy.n += 1;
      this.addEventListener("loadend", () => {{ busy.n -= 1; }}, {{ once: true }});
      return send.apply(this, args);
    }};
  }}
}})();"""
PAGE_BUSY = f"() => (window.{BUSY} ? window.{BUSY}.n : 0)"


def track(page: Any) -> None:
    """Count the page's requests in flight from now on; new_page calls this before the first navigation."""
    inflight: set[Any] = set()
    # Playwright tags each handler with an attribute, so bound builtins (set.add) cannot be handlers.
    page.on("request", lambda request: inflight.add(request))
    page.on("requestfinished", lambda request: inflight.discard(request))
    page.on("requestfailed", lambda request: inflight.discard(request))
    page.add_init_script(COUNT_PAGE_WORK)
    page._fgb_inflight = inflight


def page_busy(page: Any) -> bool:
    """Whether the page's own count says a fetch or XHR is unfinished (a page between documents counts as busy)."""
    from playwright.sync_api import Error

    try:
        return bool(page.evaluate(PAGE_BUSY))
    except Error:  # the document is being replaced (a navigation), or the page closed
        return True


def settle(page: Any, quiet_ms: int = 40, timeout_ms: float = 5000) -> bool:
    """True once no request has been in flight for quiet_ms; False if that never happened within timeout_ms."""
    inflight = page._fgb_inflight
    ends = time.monotonic() + timeout_ms / 1000
    quiet_since = None
    while time.monotonic() < ends:
        page.wait_for_timeout(15)
        if inflight or page_busy(page):
            quiet_since = None
            continue
        quiet_since = quiet_since or time.monotonic()
        if (time.monotonic() - quiet_since) * 1000 >= quiet_ms:
            return True
    return False
