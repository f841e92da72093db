"""The gold gmail app's database: the kit's engine (SQLite file by default, DATABASE_URL otherwise)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

from ...kit.db import make_engine, session_dependency


class Base(DeclarativeBase):
    pass


engine = make_engine(name="gmail")
SessionLocal = sessionmaker(engine, expire_on_commit=False)
get_session = session_dependency(SessionLocal)
SessionDep = Annotated[Session, Depends(get_session)]
