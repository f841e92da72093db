"""The gold gmail app: generated Gmail v1 routes + the state protocol. Run: uvicorn ref_apps.gmail.app.main:app"""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute

from .api.routes import ROUTERS
from .errors import ApiError, api_error_handler, validation_error_handler
from .protocol import restore
from .protocol import router as protocol_router


def operation_id(route: APIRoute) -> str:
    """Stable OpenAPI operation ids: the contract's endpoint id where one is set."""
    return route.operation_id or route.name


def create_app() -> FastAPI:
    app = FastAPI(title="Gmail (ForgingGround-Bench gold)", version="1.0.0", generate_unique_id_function=operation_id)
    app.add_exception_handler(ApiError, api_error_handler)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, validation_error_handler)  # type: ignore[arg-type]
    app.include_router(protocol_router)
    for router in ROUTERS:
        app.include_router(router)
    restore()
    return app


app = create_app()
