"""Tables of the gold airbnb app; contract.entities one to one."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class User(Base):
    __tablename__ = "users"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    is_superhost: Mapped[bool] = mapped_column(Boolean)


class Listing(Base):
    __tablename__ = "listings"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    host_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    title: Mapped[str] = mapped_column(String)
    city: Mapped[str] = mapped_column(String)
    neighbourhood: Mapped[str] = mapped_column(String)
    type: Mapped[str] = mapped_column(String)
    max_guests: Mapped[int] = mapped_column(Integer)
    bedrooms: Mapped[int] = mapped_column(Integer)
    nightly_price: Mapped[int] = mapped_column(Integer)
    cleaning_fee: Mapped[int] = mapped_column(Integer)
    instant_book: Mapped[bool] = mapped_column(Boolean)
    cancellation_policy: Mapped[str] = mapped_column(String)
    min_nights: Mapped[int] = mapped_column(Integer)
    amenities: Mapped[str] = mapped_column(String)
    rating_sum: Mapped[int] = mapped_column(Integer)
    rating_count: Mapped[int] = mapped_column(Integer)


class CalendarDay(Base):
    __tablename__ = "calendar_days"
    listing_id: Mapped[str] = mapped_column(ForeignKey("listings.id"), primary_key=True)
    date: Mapped[str] = mapped_column(String, primary_key=True)
    available: Mapped[bool] = mapped_column(Boolean)
    price: Mapped[int | None] = mapped_column(Integer, nullable=True)


class Booking(Base):
    __tablename__ = "bookings"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    listing_id: Mapped[str] = mapped_column(ForeignKey("listings.id"))
    guest_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    checkin: Mapped[str] = mapped_column(String)
    checkout: Mapped[str] = mapped_column(String)
    guests: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String)
    nights: Mapped[int] = mapped_column(Integer)
    subtotal: Mapped[int] = mapped_column(Integer)
    cleaning_fee: Mapped[int] = mapped_column(Integer)
    service_fee: Mapped[int] = mapped_column(Integer)
    taxes: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    refund: Mapped[int] = mapped_column(Integer)
    created: Mapped[str] = mapped_column(String)


class Review(Base):
    __tablename__ = "reviews"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    booking_id: Mapped[str | None] = mapped_column(ForeignKey("bookings.id"), nullable=True)
    listing_id: Mapped[str] = mapped_column(ForeignKey("listings.id"))
    guest_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    rating: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(String)
    created: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, User, Listing, CalendarDay, Booking, Review]
