"""The gold google-tasks app's database: the kit's engine."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

from ...kit.db import make_engine, session_dependency


class Base(DeclarativeBase):
    pass


engine = make_engine(name="google-tasks")
SessionLocal = sessionmaker(engine, expire_on_commit=False)
get_session = session_dependency(SessionLocal)
SessionDep = Annotated[Session, Depends(get_session)]
