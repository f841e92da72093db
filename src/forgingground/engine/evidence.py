"""Evidence of a failed journey: a screenshot, the accessibility snapshot and a Playwright trace, beside the report.

    <artifacts>/journeys/<journey>.png          what the page showed when the journey stopped
    <artifacts>/journeys/<journey>.aria.yml     Playwright's aria snapshot of the page (roles and accessible names)
    <artifacts>/journeys/<journey>.trace.zip    the journey's trace (`playwright show-trace` opens it)

Tracing starts with every journey and is saved only when the journey fails, so passing runs write nothing.
Every capture is bounded in time and caught: a page that no longer answers yields what could be had.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

FOLDER = "journeys"
EVIDENCE_S = 3.0  # each evidence capture (screenshot with aria snapshot, then the trace) of a failed journey
MAX_ARIA_CHARS = 200_000


def start_trace(context: Any) -> bool:
    """Record the journey (DOM snapshots at every action; no screencast, which costs CPU on every frame); False if unavailable."""
    try:
        context.tracing.start(snapshots=True, screenshots=False, sources=False)
        return True
    except Exception:  # tracing is evidence, never a reason to fail the journey
        return False


def stop_trace(context: Any, save_to: Path | None) -> bool:
    """Stop tracing; write the trace only when save_to is given. True when a trace file was written."""
    try:
        if save_to is None:
            context.tracing.stop()
            return False
        save_to.parent.mkdir(parents=True, exist_ok=True)
        context.tracing.stop(path=str(save_to))
        return save_to.is_file()
    except Exception:  # a crashed page can leave no trace to save
        return False


def capture(page: Any, artifacts: Path | None, stem: str, timeout_ms: float) -> tuple[dict[str, str | None], str]:
    """Screenshot and aria snapshot of the page as it is; (paths relative to the report or None, snapshot text)."""
    paths: dict[str, str | None] = {"screenshot": None, "aria_snapshot": None, "trace": None}
    try:
        aria = page.locator("body").aria_snapshot(timeout=timeout_ms)[:MAX_ARIA_CHARS]
    except Exception:  # the page does not answer: no snapshot
        aria = ""
    if artifacts is None:
        return paths, aria
    folder = artifacts / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    try:
        page.screenshot(path=str(folder / f"{stem}.png"), timeout=timeout_ms, animations="disabled", caret="hide")
        paths["screenshot"] = f"{FOLDER}/{stem}.png"
    except Exception:  # no screenshot of a page that does not paint
        pass
    if aria:
        (folder / f"{stem}.aria.yml").write_text(aria + "\n", encoding="utf-8")
        paths["aria_snapshot"] = f"{FOLDER}/{stem}.aria.yml"
    return paths, aria


def trace_path(artifacts: Path | None, stem: str) -> Path | None:
    return artifacts / FOLDER / f"{stem}.trace.zip" if artifacts is not None else None


def close_quietly(page: Any) -> None:
    """Close a page's context; one the browser already tore down (a crash, a kill under load) needs nothing."""
    try:
        page.context.close()
    except Exception:  # noqa: BLE001 - TargetClosedError and its kin: already gone
        pass
