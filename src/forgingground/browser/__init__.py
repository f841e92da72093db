"""Headless Chromium through Playwright: find a browser, launch it once per run, make deterministic pages."""

from .guard import PageGuard
from .launch import BrowserUnavailable, browser_session, find_chromium, new_page
from .settle import SCREEN_QUIET_MS, settle
from .watchdog import cutoff

__all__ = [
    "SCREEN_QUIET_MS",
    "BrowserUnavailable",
    "PageGuard",
    "cutoff",
    "browser_session",
    "find_chromium",
    "new_page",
    "settle",
]
