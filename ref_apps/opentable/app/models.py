"""Tables of the gold opentable app; contract.entities one to one. The signed-in diner is `me`."""

from __future__ import annotations

from sqlalchemy import Boolean, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Profile(Base):
    __tablename__ = "profile"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    phone: Mapped[str] = mapped_column(String, default="")


class Restaurant(Base):
    __tablename__ = "restaurants"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    cuisine: Mapped[str] = mapped_column(String)
    area: Mapped[str] = mapped_column(String)
    price: Mapped[int] = mapped_column(Integer)
    description: Mapped[str] = mapped_column(String, default="")
    max_party_size: Mapped[int] = mapped_column(Integer)


class Slot(Base):
    __tablename__ = "slots"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    restaurant_id: Mapped[str] = mapped_column(String)
    starts_at: Mapped[str] = mapped_column(String)
    capacity: Mapped[int] = mapped_column(Integer)
    booked_elsewhere: Mapped[int] = mapped_column(Integer, default=0)


class Reservation(Base):
    __tablename__ = "reservations"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    slot_id: Mapped[str] = mapped_column(String)
    diner: Mapped[str] = mapped_column(String)
    party_size: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String)
    special_request: Mapped[str] = mapped_column(String, default="")
    created_at: Mapped[str] = mapped_column(String)


class WaitlistEntry(Base):
    __tablename__ = "waitlist"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    slot_id: Mapped[str] = mapped_column(String)
    diner: Mapped[str] = mapped_column(String)
    party_size: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String)
    reservation_id: Mapped[str | None] = mapped_column(String, nullable=True)
    seq: Mapped[int] = mapped_column(Integer)


class Favourite(Base):
    __tablename__ = "favourites"
    restaurant_id: Mapped[str] = mapped_column(String, primary_key=True)
    seq: Mapped[int] = mapped_column(Integer)


class Review(Base):
    __tablename__ = "reviews"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    restaurant_id: Mapped[str] = mapped_column(String)
    author: Mapped[str] = mapped_column(String)
    mine: Mapped[bool] = mapped_column(Boolean, default=False)
    rating: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(String, default="")
    created_at: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, Profile, Restaurant, Slot, Reservation, WaitlistEntry, Favourite, Review]
