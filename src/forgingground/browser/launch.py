"""Find Chromium ($FG_CHROMIUM, then Playwright's own, then Debian's) and open deterministic pages in it."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from .guard import PageGuard
from .settle import track

DEBIAN_CHROMIUM = Path("/usr/lib/chromium/chromium")
# Headless in a closed network: no background traffic, no sandbox (root in CI), no GPU.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--font-render-hinting=none",
    "--disable-lcd-text",
    # Pixel-stable screenshots: one raster thread, whole-tile raster, a fixed colour profile.
    "--num-raster-threads=1",
    "--disable-partial-raster",
    "--force-color-profile=srgb",
]
VIEWPORT = {"width": 1280, "height": 800}
INSTALL_HINT = (
    "no Chromium found: set FG_CHROMIUM=/path/to/chrome, or run `playwright install chromium` where downloads work, "
    "or `apt-get install chromium` on Debian (nox -s gold does this itself when it can)"
)


class BrowserUnavailable(Exception):
    """No usable Chromium; the message says how to get one."""


def find_chromium(managed: str | None = None) -> str | None:
    """The browser to launch: FG_CHROMIUM, else Playwright's managed Chromium, else Debian's /usr/lib/chromium."""
    candidates = [os.environ.get("FG_CHROMIUM"), managed, str(DEBIAN_CHROMIUM)]
    for candidate in candidates:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def managed_chromium() -> str | None:
    """Where Playwright keeps its own Chromium (it may not be downloaded)."""
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            return str(p.chromium.executable_path)
    except Exception:  # no playwright, or no driver: there is no managed browser
        return None


def browser_problem() -> str | None:
    """Why no browser layer could run here (no playwright package, no Chromium), or None when one can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install playwright)"
    return driver_problem() or (INSTALL_HINT if find_chromium(managed_chromium()) is None else None)


def driver_problem() -> str | None:
    """Why Playwright's bundled node cannot start (a shared library missing, say), or None: measured in a Harbor
    image without libatomic1, where every browser layer otherwise failed mid-run."""
    try:
        from playwright._impl._driver import compute_driver_executable

        node = compute_driver_executable()[0]
    except Exception:  # noqa: BLE001 - a private helper: when it moves, launching will say what is wrong
        return None
    try:
        done = subprocess.run([str(node), "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"Playwright's driver ({node}) cannot run here: {exc}"
    if done.returncode != 0:
        first = (done.stderr.strip().splitlines() or ["exit " + str(done.returncode)])[0]
        return f"Playwright's driver cannot run here: {first}"
    return None


@contextmanager
def browser_session() -> Iterator[Any]:
    """One Chromium for a whole run (launched once), closed afterwards."""
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError as exc:
        raise BrowserUnavailable("the playwright package is not installed (pip install playwright)") from exc
    with sync_playwright() as p:
        try:
            managed = p.chromium.executable_path
        except Error:
            managed = None
        executable = find_chromium(managed)
        if executable is None:
            raise BrowserUnavailable(INSTALL_HINT)
        try:
            browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        except Error as exc:
            raise BrowserUnavailable(f"Chromium at {executable} did not start: {str(exc).splitlines()[0]}") from exc
        try:
            yield browser
        finally:
            browser.close()


def new_page(browser: Any, now: datetime | None, guard: PageGuard | None = None, init_script: str | None = None) -> Any:
    """A fresh context and page: 1280x800, UTC, en-US, no motion, the browser clock frozen at `now` (None: real time).

    A frozen clock also freezes Date.now()-based schedulers (debounce in RxJS, say): pages that need time to pass,
    such as a documentation site's search box, are opened with now=None. With a guard, the context reaches only
    the guard's origins (app pages under test); without one, it is unconfined (our own site, say). An init script
    runs in every document before the page's own scripts (a UI mutation campaign names the active mutant so).
    """
    context = browser.new_context(
        viewport=VIEWPORT,
        device_scale_factor=1,
        timezone_id="UTC",
        locale="en-US",
        reduced_motion="reduce",
        color_scheme="light",
        service_workers="block",
    )
    if now is not None:
        context.clock.set_fixed_time(now)
    context.set_default_timeout(5000)
    if guard is not None:
        guard.attach(context)
    page = context.new_page()
    if guard is not None:
        guard.watch(page)
    track(page)
    if init_script:
        page.add_init_script(init_script)
    page.add_init_script(
        "document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style');"
        " s.textContent = '*{animation:none!important;transition:none!important;caret-color:transparent!important}';"
        " document.head.appendChild(s); });"
    )
    return page
