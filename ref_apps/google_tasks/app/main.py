"""The gold google-tasks app: generated Tasks v1 routes, the state protocol and a small UI (ui/) at /lists/{list}, a task's details and /new-list.

Run: uvicorn ref_apps.google_tasks.app.main:app
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI

from ...kit import errors
from ...kit.openapi import document_responses, operation_id
from ...kit.text_guard import TextGuard
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .protocol import PROTOCOL, router


def create_app() -> FastAPI:
    app = FastAPI(title="Google Tasks (ForgingGround-Bench gold)", version="1.0.0", generate_unique_id_function=operation_id)
    errors.install(app)
    app.add_middleware(TextGuard, shape=errors.body, status=lambda code: code)  # NUL or lone surrogate: 400
    app.include_router(router)
    for r in ROUTERS:
        app.include_router(r)
    mount_ui(app, Path(__file__).parent / "ui", ["/", "/lists/{list}", "/lists/{list}/tasks/{task}", "/new-list"])
    document_responses(app, "google-tasks")
    PROTOCOL.start()
    return app


app = create_app()
