"""The gold gmail app: generated Gmail v1 routes, the state protocol and the UI. Run: uvicorn ref_apps.gmail.app.main:app"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI

from ...kit import errors
from ...kit.openapi import document_responses, operation_id
from ...kit.text_guard import TextGuard
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .errors import shape
from .mutants import MUTANTS, transform_index
from .protocol import router as protocol_router
from .protocol import start

UI = Path(__file__).parent / "ui"
UI_ROUTES = [
    "/",
    "/starred",
    "/sent",
    "/drafts",
    "/trash",
    "/search",
    "/settings",
    "/label/{rest:path}",
    "/thread/{rest:path}",
    "/drafts/{rest:path}",
]


def create_app() -> FastAPI:
    MUTANTS.active()  # refuse an unknown FGB_MUTANT before serving anything
    app = FastAPI(title="Gmail (ForgingGround-Bench gold)", version="1.0.0", generate_unique_id_function=operation_id)
    errors.install(app, shape)
    app.add_middleware(TextGuard, shape=shape, status=lambda code: code)  # NUL or lone surrogate: 400
    app.include_router(protocol_router)
    for router in ROUTERS:
        app.include_router(router)
    mount_ui(app, UI, UI_ROUTES, transform_index)
    document_responses(app, "gmail")
    start()
    return app


app = create_app()
