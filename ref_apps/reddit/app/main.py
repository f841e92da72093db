"""The gold reddit app: generated routes of the domain template over the kit, and a UI (ui/).

Screens: the communities, a community's feed, a post with its comments, and the submit form.

Run: uvicorn ref_apps.reddit.app.main:app
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...kit.app import build_app
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS, transform_index


def error(code: int, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


app = build_app(
    env="reddit",
    title="Reddit",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
SCREENS = ["/", "/r/{subreddit}", "/r/{subreddit}/submit", "/r/{subreddit}/comments/{post}"]
mount_ui(app, Path(__file__).parent / "ui", SCREENS, transform_index)
