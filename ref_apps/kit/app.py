"""One gold app from its parts: database, tables, seed, generated routers, error shape and mutants."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI
from sqlalchemy.orm import Session, sessionmaker

from . import errors
from .db import make_engine, session_dependency
from .mutants import Mutants
from .openapi import document_responses, operation_id
from .protocol import StateProtocol
from .text_guard import TextGuard

ENVIRONMENTS = Path(__file__).resolve().parents[2] / "environments"


class Database:
    """The engine, sessions and FastAPI dependency of one app (DATABASE_URL, else a SQLite file)."""

    def __init__(self, name: str) -> None:
        self.engine = make_engine(name=name)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.get_session = session_dependency(self.sessions)
        self.SessionDep = Annotated[Session, Depends(self.get_session)]


def build_app(
    *,
    env: str,
    title: str,
    db: Database,
    metadata: Any,
    tables: list[Any],
    routers: list[APIRouter],
    mutants: Mutants,
    error_shape: Callable[[int, str], dict[str, Any]] = errors.body,
    error_status: Callable[[int], int] = lambda code: code,
) -> FastAPI:
    """The FastAPI app: state protocol first, then the generated routes; the seed goes into an empty database at start."""
    mutants.active()
    app = FastAPI(title=f"{title} (ForgingGround-Bench gold)", version="1.0.0", generate_unique_id_function=operation_id)
    errors.install(app, error_shape, error_status)
    app.add_middleware(TextGuard, shape=error_shape, status=error_status)
    protocol = StateProtocol(db.engine, metadata, tables, ENVIRONMENTS / env / "seed" / "seed.json")
    app.include_router(protocol.router(db.get_session))
    for router in routers:
        app.include_router(router)
    document_responses(app, env)
    protocol.start()
    return app
