"""The gold gitlab app: generated GitLab API v4 routes over the kit, and a project UI (issues, merge requests, pipelines).

Run: uvicorn ref_apps.gitlab.app.main:app
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import Request

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


@app.middleware("http")
async def link_header(request: Request, call_next: Any) -> Any:
    """GitLab's Link header (rel="next"/"first"/"last") on a paged list, as python-gitlab's iterators follow it."""
    response = await call_next(request)
    following, last = response.headers.get("x-next-page"), response.headers.get("x-total-pages")
    if last:
        links = [(following, "next")] if following else []
        links += [("1", "first"), (last, "last")]
        response.headers["link"] = ", ".join(f'<{request.url.include_query_params(page=n)}>; rel="{rel}"' for n, rel in links)
    return response


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
