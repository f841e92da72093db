"""The gold slack app: generated Slack Web API routes over the kit, and a client UI (ui/) at /client/{channel}, its details and /channels.

Run: uvicorn ref_apps.slack.app.main:app
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...kit.app import build_app
from ...kit.text_guard import MESSAGE as UNSTORABLE
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .arguments import SlackArguments
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS


def error(code: int, message: str) -> dict[str, Any]:
    """Slack answers failures with HTTP 200 and {"ok": false, "error": "<code>"}: a malformed argument (the kit's
    validation, or text no database stores: a NUL or an unpaired surrogate) is invalid_arguments."""
    malformed = message.startswith("Invalid value") or message == UNSTORABLE
    return {"ok": False, "error": "invalid_arguments" if malformed else message}


app = build_app(
    env="slack",
    title="Slack",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
    error_status=lambda code: 200,
)
READ_PATHS = frozenset(r.path for router in ROUTERS for r in router.routes if "GET" in getattr(r, "methods", ()))
app.add_middleware(SlackArguments, read_paths=READ_PATHS)
mount_ui(app, Path(__file__).parent / "ui", ["/", "/client/{channel}", "/client/{channel}/thread/{ts}", "/client/{channel}/details", "/channels"])
