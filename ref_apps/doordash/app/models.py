"""Tables of the gold doordash app; contract.entities one to one."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Restaurant(Base):
    __tablename__ = "restaurants"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    cuisine: Mapped[str] = mapped_column(String)
    rating_tenths: Mapped[int] = mapped_column(Integer)
    delivery_fee: Mapped[int] = mapped_column(Integer)
    eta_minutes: Mapped[int] = mapped_column(Integer)
    opens: Mapped[str] = mapped_column(String)
    closes: Mapped[str] = mapped_column(String)
    distance_tenths_km: Mapped[int] = mapped_column(Integer)
    time_zone: Mapped[str] = mapped_column(String)


class MenuItem(Base):
    __tablename__ = "menu_items"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    restaurant_id: Mapped[str] = mapped_column(ForeignKey("restaurants.id"))
    category: Mapped[str] = mapped_column(String)
    name: Mapped[str] = mapped_column(String)
    price: Mapped[int] = mapped_column(Integer)
    available: Mapped[bool] = mapped_column(Boolean)
    position: Mapped[int] = mapped_column(Integer)


class OptionGroup(Base):
    __tablename__ = "option_groups"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    item_id: Mapped[str] = mapped_column(ForeignKey("menu_items.id"))
    name: Mapped[str] = mapped_column(String)
    required: Mapped[bool] = mapped_column(Boolean)
    min_choices: Mapped[int] = mapped_column(Integer)
    max_choices: Mapped[int] = mapped_column(Integer)
    position: Mapped[int] = mapped_column(Integer)


class OptionChoice(Base):
    __tablename__ = "option_choices"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    group_id: Mapped[str] = mapped_column(ForeignKey("option_groups.id"))
    name: Mapped[str] = mapped_column(String)
    price_delta: Mapped[int] = mapped_column(Integer)
    position: Mapped[int] = mapped_column(Integer)


class CartLine(Base):
    __tablename__ = "cart_lines"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    item_id: Mapped[str] = mapped_column(ForeignKey("menu_items.id"))
    restaurant_id: Mapped[str] = mapped_column(ForeignKey("restaurants.id"))
    quantity: Mapped[int] = mapped_column(Integer)
    note: Mapped[str] = mapped_column(String)
    options: Mapped[str] = mapped_column(String)
    unit_price: Mapped[int] = mapped_column(Integer)
    line_total: Mapped[int] = mapped_column(Integer)


class Promo(Base):
    __tablename__ = "promos"
    code: Mapped[str] = mapped_column(String, primary_key=True)
    percent_off: Mapped[int] = mapped_column(Integer)
    max_off: Mapped[int] = mapped_column(Integer)
    min_subtotal: Mapped[int] = mapped_column(Integer)
    active: Mapped[bool] = mapped_column(Boolean)


class Order(Base):
    __tablename__ = "orders"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    restaurant_id: Mapped[str] = mapped_column(ForeignKey("restaurants.id"))
    status: Mapped[str] = mapped_column(String)
    subtotal: Mapped[int] = mapped_column(Integer)
    delivery_fee: Mapped[int] = mapped_column(Integer)
    service_fee: Mapped[int] = mapped_column(Integer)
    small_order_fee: Mapped[int] = mapped_column(Integer)
    tax: Mapped[int] = mapped_column(Integer)
    tip: Mapped[int] = mapped_column(Integer)
    discount: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    promo_code: Mapped[str | None] = mapped_column(String, nullable=True)
    address: Mapped[str] = mapped_column(String)
    placed_at: Mapped[str] = mapped_column(String)
    updated_at: Mapped[str] = mapped_column(String)
    refund: Mapped[int] = mapped_column(Integer)


class OrderLine(Base):
    __tablename__ = "order_lines"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    order_id: Mapped[str] = mapped_column(ForeignKey("orders.id"))
    item_name: Mapped[str] = mapped_column(String)
    quantity: Mapped[int] = mapped_column(Integer)
    options_text: Mapped[str] = mapped_column(String)
    unit_price: Mapped[int] = mapped_column(Integer)
    line_total: Mapped[int] = mapped_column(Integer)


TABLE_ORDER = [Counter, Restaurant, MenuItem, OptionGroup, OptionChoice, CartLine, Promo, Order, OrderLine]
