"""Headless Chromium through Playwright: find a browser, launch it once per run, make deterministic pages."""

from .launch import BrowserUnavailable, browser_session, find_chromium, new_page
from .settle import SCREEN_QUIET_MS, settle

__all__ = ["SCREEN_QUIET_MS", "BrowserUnavailable", "browser_session", "find_chromium", "new_page", "settle"]
