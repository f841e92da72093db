"""Tables of the gold amazon app; contract.entities one to one."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Product(Base):
    __tablename__ = "products"
    asin: Mapped[str] = mapped_column(String, primary_key=True)
    title: Mapped[str] = mapped_column(String)
    brand: Mapped[str] = mapped_column(String)
    category: Mapped[str] = mapped_column(String)
    price: Mapped[int] = mapped_column(Integer)
    list_price: Mapped[int | None] = mapped_column(Integer, nullable=True)
    rating_tenths: Mapped[int] = mapped_column(Integer)
    review_count: Mapped[int] = mapped_column(Integer)
    stock: Mapped[int] = mapped_column(Integer)
    prime: Mapped[bool] = mapped_column(Boolean)
    added: Mapped[str] = mapped_column(String)


class Review(Base):
    __tablename__ = "reviews"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    asin: Mapped[str] = mapped_column(ForeignKey("products.asin"))
    rating: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(String)
    body: Mapped[str] = mapped_column(String)
    verified: Mapped[bool] = mapped_column(Boolean)
    created: Mapped[str] = mapped_column(String)


class Address(Base):
    __tablename__ = "addresses"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    line1: Mapped[str] = mapped_column(String)
    city: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String)
    zip: Mapped[str] = mapped_column(String)
    is_default: Mapped[bool] = mapped_column(Boolean)


class CartItem(Base):
    __tablename__ = "cart_items"
    asin: Mapped[str] = mapped_column(ForeignKey("products.asin"), primary_key=True)
    quantity: Mapped[int] = mapped_column(Integer)
    added_at: Mapped[str] = mapped_column(String)


class Order(Base):
    __tablename__ = "orders"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    status: Mapped[str] = mapped_column(String)
    address_id: Mapped[str] = mapped_column(ForeignKey("addresses.id"))
    shipping_speed: Mapped[str] = mapped_column(String)
    items_subtotal: Mapped[int] = mapped_column(Integer)
    shipping: Mapped[int] = mapped_column(Integer)
    tax: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    placed_at: Mapped[str] = mapped_column(String)
    delivery_date: Mapped[str] = mapped_column(String)
    delivered_on: Mapped[str | None] = mapped_column(String, nullable=True)


class OrderItem(Base):
    __tablename__ = "order_items"
    order_id: Mapped[str] = mapped_column(ForeignKey("orders.id"), primary_key=True)
    asin: Mapped[str] = mapped_column(ForeignKey("products.asin"), primary_key=True)
    title: Mapped[str] = mapped_column(String)
    unit_price: Mapped[int] = mapped_column(Integer)
    quantity: Mapped[int] = mapped_column(Integer)
    returned_quantity: Mapped[int] = mapped_column(Integer)


class Return(Base):
    __tablename__ = "returns"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    order_id: Mapped[str] = mapped_column(ForeignKey("orders.id"))
    asin: Mapped[str] = mapped_column(String)
    quantity: Mapped[int] = mapped_column(Integer)
    reason: Mapped[str] = mapped_column(String)
    refund: Mapped[int] = mapped_column(Integer)
    created: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, Product, Review, Address, CartItem, Order, OrderItem, Return]
