"""Tables of the gold zillow app; contract.entities one to one. One shopper is signed in: every write is theirs."""

from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Agent(Base):
    __tablename__ = "agents"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    phone: Mapped[str] = mapped_column(String)
    brokerage: Mapped[str] = mapped_column(String)


class Listing(Base):
    __tablename__ = "listings"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    address: Mapped[str] = mapped_column(String)
    city: Mapped[str] = mapped_column(String)
    lat: Mapped[float] = mapped_column(Float)
    lng: Mapped[float] = mapped_column(Float)
    price: Mapped[int] = mapped_column(Integer)
    beds: Mapped[int] = mapped_column(Integer)
    baths: Mapped[float] = mapped_column(Float)
    sqft: Mapped[int] = mapped_column(Integer)
    home_type: Mapped[str] = mapped_column(String)
    status: Mapped[str] = mapped_column(String)
    listed_at: Mapped[str] = mapped_column(String)
    year_built: Mapped[int] = mapped_column(Integer)
    hoa_monthly: Mapped[int] = mapped_column(Integer)
    description: Mapped[str] = mapped_column(String)
    agent_id: Mapped[str] = mapped_column(ForeignKey("agents.id"))


class SavedHome(Base):
    __tablename__ = "saved_homes"
    listing_id: Mapped[str] = mapped_column(ForeignKey("listings.id"), primary_key=True)
    note: Mapped[str] = mapped_column(String, default="")
    saved_at: Mapped[str] = mapped_column(String)


class SavedSearch(Base):
    __tablename__ = "saved_searches"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    south: Mapped[float | None] = mapped_column(Float, nullable=True)
    west: Mapped[float | None] = mapped_column(Float, nullable=True)
    north: Mapped[float | None] = mapped_column(Float, nullable=True)
    east: Mapped[float | None] = mapped_column(Float, nullable=True)
    min_price: Mapped[int | None] = mapped_column(Integer, nullable=True)
    max_price: Mapped[int | None] = mapped_column(Integer, nullable=True)
    min_beds: Mapped[int | None] = mapped_column(Integer, nullable=True)
    min_baths: Mapped[float | None] = mapped_column(Float, nullable=True)
    home_types: Mapped[str] = mapped_column(String, default="")
    sort: Mapped[str] = mapped_column(String, default="newest")
    notify: Mapped[str] = mapped_column(String, default="daily")
    created_at: Mapped[str] = mapped_column(String)


class TourSlot(Base):
    __tablename__ = "tour_slots"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    listing_id: Mapped[str] = mapped_column(ForeignKey("listings.id"))
    starts_at: Mapped[str] = mapped_column(String)


class Tour(Base):
    __tablename__ = "tours"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    listing_id: Mapped[str] = mapped_column(ForeignKey("listings.id"))
    slot_id: Mapped[str] = mapped_column(ForeignKey("tour_slots.id"))
    name: Mapped[str] = mapped_column(String)
    phone: Mapped[str] = mapped_column(String)
    message: Mapped[str] = mapped_column(String, default="")
    status: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


class MortgagePreferences(Base):
    __tablename__ = "mortgage_preferences"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    down_payment_percent: Mapped[float] = mapped_column(Float)
    rate: Mapped[float] = mapped_column(Float)
    term_years: Mapped[int] = mapped_column(Integer)


TABLE_ORDER = [Counter, Agent, Listing, SavedHome, SavedSearch, TourSlot, Tour, MortgagePreferences]
