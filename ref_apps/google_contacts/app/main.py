"""The gold google-contacts app: generated People API v1 routes over the kit, and a contacts UI (ui/).

Run: uvicorn ref_apps.google_contacts.app.main:app
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...kit.app import build_app
from ...kit.errors import body
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS, transform_index
from .routing import contact_group_get_route, narrow_resource_names
from .store import STALE


def error(code: int, message: str) -> dict[str, Any]:
    """Google's error shape; a stale etag is HTTP 400 with status FAILED_PRECONDITION, as the People API answers it."""
    if code != STALE:
        return body(code, message)
    shaped = body(400, message)
    shaped["error"]["status"] = "FAILED_PRECONDITION"
    shaped["error"]["errors"][0]["reason"] = "failedPrecondition"
    return shaped


app = build_app(
    env="google-contacts",
    title="Google Contacts",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=[*narrow_resource_names(ROUTERS), contact_group_get_route()],
    mutants=MUTANTS,
    error_shape=error,
    error_status=lambda code: 400 if code == STALE else code,
)
mount_ui(app, Path(__file__).parent / "ui", ["/", "/person/{person}", "/label/{label}", "/new", "/other"], transform_index)
