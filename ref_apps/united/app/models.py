"""Tables of the gold united app; contract.entities one to one (availability, totals and passes are computed)."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Member(Base):
    __tablename__ = "members"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    mileageplus_number: Mapped[str] = mapped_column(String)


class Airport(Base):
    __tablename__ = "airports"
    code: Mapped[str] = mapped_column(String, primary_key=True)
    city: Mapped[str] = mapped_column(String)
    name: Mapped[str] = mapped_column(String)


class Flight(Base):
    __tablename__ = "flights"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    number: Mapped[str] = mapped_column(String)
    origin: Mapped[str] = mapped_column(ForeignKey("airports.code"))
    destination: Mapped[str] = mapped_column(ForeignKey("airports.code"))
    departs_at: Mapped[str] = mapped_column(String)
    arrives_at: Mapped[str] = mapped_column(String)
    gate: Mapped[str] = mapped_column(String)


class Fare(Base):
    __tablename__ = "fares"
    flight_id: Mapped[str] = mapped_column(ForeignKey("flights.id"), primary_key=True)
    fare_class: Mapped[str] = mapped_column(String, primary_key=True)
    price: Mapped[int] = mapped_column(Integer)
    seats_left: Mapped[int] = mapped_column(Integer)


class Seat(Base):
    __tablename__ = "seats"
    flight_id: Mapped[str] = mapped_column(ForeignKey("flights.id"), primary_key=True)
    seat: Mapped[str] = mapped_column(String, primary_key=True)
    row: Mapped[int] = mapped_column(Integer)
    letter: Mapped[str] = mapped_column(String)
    cabin: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String)
    passenger_id: Mapped[str | None] = mapped_column(String, nullable=True)


class Booking(Base):
    __tablename__ = "bookings"
    pnr: Mapped[str] = mapped_column(String, primary_key=True)
    flight_id: Mapped[str] = mapped_column(ForeignKey("flights.id"))
    fare_class: Mapped[str] = mapped_column(String)
    status: Mapped[str] = mapped_column(String)
    total: Mapped[int] = mapped_column(Integer)
    refunded: Mapped[int] = mapped_column(Integer)
    contact_email: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


class Passenger(Base):
    __tablename__ = "passengers"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    pnr: Mapped[str] = mapped_column(ForeignKey("bookings.pnr"))
    position: Mapped[int] = mapped_column(Integer)
    first_name: Mapped[str] = mapped_column(String)
    last_name: Mapped[str] = mapped_column(String)
    seat: Mapped[str | None] = mapped_column(String, nullable=True)
    checked_in: Mapped[bool] = mapped_column(Boolean)


class Credit(Base):
    __tablename__ = "credits"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    pnr: Mapped[str] = mapped_column(String)
    amount: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, Member, Airport, Flight, Fare, Seat, Booking, Passenger, Credit]
