"""Serve a static front end: files under /ui, the kit's shared ES module under /ui-kit, index.html at every screen's route."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

SHARED = Path(__file__).parent / "ui_static"


def mount_ui(app: FastAPI, folder: Path, routes: list[str], transform: Callable[[str], str] = lambda html: html) -> None:
    app.mount("/ui", StaticFiles(directory=folder), name="ui")
    app.mount("/ui-kit", StaticFiles(directory=SHARED), name="ui-kit")
    html = transform((folder / "index.html").read_text())

    def index() -> HTMLResponse:
        return HTMLResponse(html, headers={"cache-control": "no-store"})

    for route in routes:
        app.add_api_route(route, index, methods=["GET"], include_in_schema=False)
