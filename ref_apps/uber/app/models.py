"""Tables of the gold uber app; contract.entities one to one. The signed-in rider is r-me."""

from __future__ import annotations

from sqlalchemy import Boolean, Float, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Rider(Base):
    __tablename__ = "riders"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    email: Mapped[str] = mapped_column(String)
    rating: Mapped[float] = mapped_column(Float)


class Product(Base):
    __tablename__ = "products"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    capacity: Mapped[int] = mapped_column(Integer)
    base_cents: Mapped[int] = mapped_column(Integer)
    per_km_cents: Mapped[int] = mapped_column(Integer)
    per_min_cents: Mapped[int] = mapped_column(Integer)
    minimum_cents: Mapped[int] = mapped_column(Integer)
    cancel_fee_cents: Mapped[int] = mapped_column(Integer)


class Location(Base):
    __tablename__ = "locations"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    address: Mapped[str] = mapped_column(String)
    x: Mapped[int] = mapped_column(Integer)
    y: Mapped[int] = mapped_column(Integer)


class Driver(Base):
    __tablename__ = "drivers"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    vehicle: Mapped[str] = mapped_column(String)
    plate: Mapped[str] = mapped_column(String)
    product_id: Mapped[str] = mapped_column(String)
    online: Mapped[bool] = mapped_column(Boolean)
    rating_sum: Mapped[int] = mapped_column(Integer)
    rating_count: Mapped[int] = mapped_column(Integer)


class Place(Base):
    __tablename__ = "places"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    label: Mapped[str] = mapped_column(String)
    location_id: Mapped[str] = mapped_column(String)


class PaymentMethod(Base):
    __tablename__ = "payment_methods"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    kind: Mapped[str] = mapped_column(String)
    brand: Mapped[str] = mapped_column(String)
    last4: Mapped[str | None] = mapped_column(String, nullable=True)
    is_default: Mapped[bool] = mapped_column(Boolean)


class Ride(Base):
    __tablename__ = "rides"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    product_id: Mapped[str] = mapped_column(String)
    pickup_id: Mapped[str] = mapped_column(String)
    dropoff_id: Mapped[str] = mapped_column(String)
    distance_km: Mapped[int] = mapped_column(Integer)
    duration_min: Mapped[int] = mapped_column(Integer)
    fare_cents: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String)
    driver_id: Mapped[str | None] = mapped_column(String, nullable=True)
    payment_method_id: Mapped[str] = mapped_column(String)
    requested_at: Mapped[str] = mapped_column(String)
    completed_at: Mapped[str | None] = mapped_column(String, nullable=True)
    cancelled_at: Mapped[str | None] = mapped_column(String, nullable=True)
    cancelled_by: Mapped[str | None] = mapped_column(String, nullable=True)
    cancellation_fee_cents: Mapped[int] = mapped_column(Integer, default=0)
    tip_cents: Mapped[int] = mapped_column(Integer, default=0)
    rating: Mapped[int | None] = mapped_column(Integer, nullable=True)


TABLE_ORDER = [Counter, Rider, Product, Location, Driver, Place, PaymentMethod, Ride]
