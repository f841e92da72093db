"""Tables of the gold google-tasks app; contract.entities one to one."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ...kit.ids import CounterColumns
from .db import Base


class Counter(CounterColumns, Base):
    pass


class TaskList(Base):
    __tablename__ = "tasklists"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    title: Mapped[str] = mapped_column(String)
    updated: Mapped[str] = mapped_column(String)


class Task(Base):
    __tablename__ = "tasks"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    tasklist: Mapped[str] = mapped_column(ForeignKey("tasklists.id"))
    title: Mapped[str] = mapped_column(String)
    notes: Mapped[str] = mapped_column(String)
    status: Mapped[str] = mapped_column(String)
    due: Mapped[str | None] = mapped_column(String, nullable=True)
    completed: Mapped[str | None] = mapped_column(String, nullable=True)
    parent: Mapped[str | None] = mapped_column(ForeignKey("tasks.id"), nullable=True)
    position: Mapped[int] = mapped_column(Integer)
    hidden: Mapped[bool] = mapped_column(Boolean)
    updated: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, TaskList, Task]
