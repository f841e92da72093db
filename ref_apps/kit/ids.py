"""Ids from a `counters` row: every gold app numbers what it creates the same way, and a reset restores the numbering."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, Session, mapped_column


class CounterColumns:
    """Mix into an app's declarative Base: `class Counter(CounterColumns, Base): pass`."""

    __tablename__ = "counters"
    name: Mapped[str] = mapped_column(String, primary_key=True)
    value: Mapped[int] = mapped_column(Integer)


def bump(session: Session, counter_model: Any, name: str = "ids") -> int:
    """The next number of the named counter (its row comes from the seed, so ids are the same on every run)."""
    counter = session.get(counter_model, name)
    if counter is None:
        raise RuntimeError(f"the seed has no counters row named {name!r}")
    counter.value += 1
    return int(counter.value)
