"""Tables of the gold google-calendar app; contract.entities one to one."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Calendar(Base):
    __tablename__ = "calendars"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    summary: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    time_zone: Mapped[str] = mapped_column(String)
    is_primary: Mapped[bool] = mapped_column(Boolean, default=False)


class Event(Base):
    __tablename__ = "events"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    calendar_id: Mapped[str] = mapped_column(ForeignKey("calendars.id"))
    summary: Mapped[str] = mapped_column(String, default="")
    description: Mapped[str] = mapped_column(String, default="")
    location: Mapped[str] = mapped_column(String, default="")
    start_utc: Mapped[str | None] = mapped_column(String, nullable=True)
    end_utc: Mapped[str | None] = mapped_column(String, nullable=True)
    time_zone: Mapped[str] = mapped_column(String)
    all_day: Mapped[bool] = mapped_column(Boolean, default=False)
    start_date: Mapped[str | None] = mapped_column(String, nullable=True)
    end_date: Mapped[str | None] = mapped_column(String, nullable=True)
    recurrence: Mapped[str | None] = mapped_column(String, nullable=True)
    status: Mapped[str] = mapped_column(String, default="confirmed")
    transparency: Mapped[str] = mapped_column(String, default="opaque")
    recurring_event_id: Mapped[str | None] = mapped_column(String, nullable=True)
    original_start_utc: Mapped[str | None] = mapped_column(String, nullable=True)
    organizer: Mapped[str] = mapped_column(String)
    created: Mapped[str] = mapped_column(String)
    updated: Mapped[str] = mapped_column(String)
    sequence: Mapped[int] = mapped_column(Integer, default=0)


class Attendee(Base):
    __tablename__ = "attendees"
    event_id: Mapped[str] = mapped_column(ForeignKey("events.id"), primary_key=True)
    email: Mapped[str] = mapped_column(String, primary_key=True)
    response_status: Mapped[str] = mapped_column(String, default="needsAction")
    optional: Mapped[bool] = mapped_column(Boolean, default=False)
    organizer: Mapped[bool] = mapped_column(Boolean, default=False)


TABLE_ORDER = [Counter, Calendar, Event, Attendee]
