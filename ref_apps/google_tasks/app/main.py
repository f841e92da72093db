"""The gold google-tasks app: generated Tasks v1 routes and the state protocol (no UI yet: root is not run).

Run: uvicorn ref_apps.google_tasks.app.main:app
"""

from __future__ import annotations

from fastapi import FastAPI

from ...kit import errors
from ...kit.openapi import operation_id
from . import mutants
from .api.routes import ROUTERS
from .protocol import PROTOCOL, router


def create_app() -> FastAPI:
    mutants.active()
    app = FastAPI(title="Google Tasks (ForgingGround-Bench gold)", version="1.0.0", generate_unique_id_function=operation_id)
    errors.install(app)
    app.include_router(router)
    for r in ROUTERS:
        app.include_router(r)
    PROTOCOL.restore()
    return app


app = create_app()
