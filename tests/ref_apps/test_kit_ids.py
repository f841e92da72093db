"""The kit's counters: ids follow the seeded row, per counter name, and a missing row is said, not guessed."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session

from ref_apps.kit.ids import CounterColumns, bump


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


def test_bump_counts_on_from_the_seeded_row_of_each_name() -> None:
    engine = create_engine("sqlite://")
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        session.add_all([Counter(name="ids", value=41), Counter(name="ts", value=0)])
        assert [bump(session, Counter), bump(session, Counter), bump(session, Counter, "ts")] == [42, 43, 1]
        with pytest.raises(RuntimeError, match="no counters row named 'other'"):
            bump(session, Counter, "other")
