"""The gold gmail app: generated Gmail v1 routes + the state protocol. Run: uvicorn ref_apps.gmail.app.main:app"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles

from . import mutants
from .api.routes import ROUTERS
from .errors import ApiError, api_error_handler, validation_error_handler
from .protocol import restore
from .protocol import router as protocol_router


def operation_id(route: APIRoute) -> str:
    """Stable OpenAPI operation ids: the contract's endpoint id where one is set."""
    return route.operation_id or route.name


def create_app() -> FastAPI:
    mutants.active()  # refuse an unknown FGB_MUTANT before serving anything
    app = FastAPI(title="Gmail (ForgingGround-Bench gold)", version="1.0.0", generate_unique_id_function=operation_id)
    app.add_exception_handler(ApiError, api_error_handler)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, validation_error_handler)  # type: ignore[arg-type]
    app.include_router(protocol_router)
    for router in ROUTERS:
        app.include_router(router)
    mount_ui(app)
    restore()
    return app


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


def mount_ui(app: FastAPI) -> None:
    """The browser front end: static files under /ui, and index.html for every screen's route."""
    app.mount("/ui", StaticFiles(directory=UI), name="ui")

    html = mutants.transform_index((UI / "index.html").read_text())

    def index() -> HTMLResponse:
        return HTMLResponse(html, headers={"cache-control": "no-store"})

    for route in UI_ROUTES:
        app.add_api_route(route, index, methods=["GET"], include_in_schema=False)


app = create_app()
