"""The gold gitlab app: generated GitLab API v4 routes over the kit, and a project UI (issues, merge requests, pipelines).

Run: uvicorn ref_apps.gitlab.app.main:app
"""

from __future__ import annotations

from pathlib import Path

from ...kit.app import build_app
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS
from .store import error

app = build_app(
    env="gitlab",
    title="GitLab",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
    error_shape=error,
)
mount_ui(
    app,
    Path(__file__).parent / "ui",
    [
        "/",
        "/{namespace}/{project}/-/issues",
        "/{namespace}/{project}/-/issues/{iid}",
        "/{namespace}/{project}/-/merge_requests/{iid}",
        "/{namespace}/{project}/-/pipelines",
    ],
)
