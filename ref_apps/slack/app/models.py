"""Tables of the gold slack app; contract.entities one to one."""

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
    real_name: Mapped[str] = mapped_column(String)
    is_bot: Mapped[bool] = mapped_column(Boolean)
    deleted: Mapped[bool] = mapped_column(Boolean)


class Channel(Base):
    __tablename__ = "channels"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    is_private: Mapped[bool] = mapped_column(Boolean)
    is_archived: Mapped[bool] = mapped_column(Boolean)
    topic: Mapped[str] = mapped_column(String)
    purpose: Mapped[str] = mapped_column(String)
    creator: Mapped[str] = mapped_column(ForeignKey("users.id"))
    created: Mapped[int] = mapped_column(Integer)


class Member(Base):
    __tablename__ = "members"
    channel_id: Mapped[str] = mapped_column(ForeignKey("channels.id"), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"), primary_key=True)


class Message(Base):
    __tablename__ = "messages"
    channel_id: Mapped[str] = mapped_column(ForeignKey("channels.id"), primary_key=True)
    ts: Mapped[str] = mapped_column(String, primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    text: Mapped[str] = mapped_column(String)
    thread_ts: Mapped[str | None] = mapped_column(String, nullable=True)
    reply_count: Mapped[int] = mapped_column(Integer, default=0)
    latest_reply: Mapped[str | None] = mapped_column(String, nullable=True)
    reply_broadcast: Mapped[bool] = mapped_column(Boolean, default=False)
    edited_ts: Mapped[str | None] = mapped_column(String, nullable=True)


class Reaction(Base):
    __tablename__ = "reactions"
    channel_id: Mapped[str] = mapped_column(ForeignKey("channels.id"), primary_key=True)
    ts: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String, primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"), primary_key=True)


class Pin(Base):
    __tablename__ = "pins"
    channel_id: Mapped[str] = mapped_column(ForeignKey("channels.id"), primary_key=True)
    ts: Mapped[str] = mapped_column(String, primary_key=True)
    pinned_by: Mapped[str] = mapped_column(ForeignKey("users.id"))
    created: Mapped[int] = mapped_column(Integer)


TABLE_ORDER = [Counter, User, Channel, Member, Message, Reaction, Pin]
