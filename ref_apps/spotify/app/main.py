"""The gold spotify app: generated Spotify Web API routes (/v1) over the kit, and a player UI (ui/).

Run: uvicorn ref_apps.spotify.app.main:app
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from fastapi import Request, Response

from ...kit.app import build_app
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS, transform_index
from .store import BASE, REASONS

SCREENS = ["/", "/collection/tracks", "/playlist/{playlist_id}", "/album/{album_id}", "/search", "/queue"]


def error(code: int, message: str) -> dict[str, Any]:
    """Spotify's error object; player refusals add their reason."""
    body: dict[str, Any] = {"status": code, "message": message}
    if message in REASONS:
        body["reason"] = REASONS[message]
    return {"error": body}


app = build_app(
    env="spotify",
    title="Spotify",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)


@app.middleware("http")
async def origin(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    """Paging links (href, next, previous) point at the origin the request came to."""
    BASE.set(str(request.base_url).rstrip("/"))
    return await call_next(request)


mount_ui(app, Path(__file__).parent / "ui", SCREENS, transform_index)
