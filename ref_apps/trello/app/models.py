"""Tables of the gold trello app; contract.entities one to one (columns keep Trello's field names)."""

from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Board(Base):
    __tablename__ = "boards"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    desc: Mapped[str] = mapped_column(String, default="")
    closed: Mapped[bool] = mapped_column(Boolean, default=False)


class List(Base):
    __tablename__ = "lists"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    id_board: Mapped[str] = mapped_column(ForeignKey("boards.id"))
    name: Mapped[str] = mapped_column(String)
    closed: Mapped[bool] = mapped_column(Boolean, default=False)
    pos: Mapped[float] = mapped_column(Float)


class Label(Base):
    __tablename__ = "labels"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    id_board: Mapped[str] = mapped_column(ForeignKey("boards.id"))
    name: Mapped[str] = mapped_column(String, default="")
    color: Mapped[str] = mapped_column(String)


class Card(Base):
    __tablename__ = "cards"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    id_board: Mapped[str] = mapped_column(ForeignKey("boards.id"))
    id_list: Mapped[str] = mapped_column(ForeignKey("lists.id"))
    name: Mapped[str] = mapped_column(String)
    desc: Mapped[str] = mapped_column(String, default="")
    closed: Mapped[bool] = mapped_column(Boolean, default=False)
    pos: Mapped[float] = mapped_column(Float)
    due: Mapped[str | None] = mapped_column(String, nullable=True)
    date_last_activity: Mapped[str] = mapped_column(String)
    badge_comments: Mapped[int] = mapped_column(Integer, default=0)
    badge_check_items: Mapped[int] = mapped_column(Integer, default=0)
    badge_check_items_checked: Mapped[int] = mapped_column(Integer, default=0)


class CardLabel(Base):
    __tablename__ = "card_labels"
    id_card: Mapped[str] = mapped_column(ForeignKey("cards.id"), primary_key=True)
    id_label: Mapped[str] = mapped_column(ForeignKey("labels.id"), primary_key=True)


class Checklist(Base):
    __tablename__ = "checklists"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    id_card: Mapped[str] = mapped_column(ForeignKey("cards.id"))
    name: Mapped[str] = mapped_column(String)
    pos: Mapped[float] = mapped_column(Float)


class CheckItem(Base):
    __tablename__ = "check_items"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    id_checklist: Mapped[str] = mapped_column(ForeignKey("checklists.id"))
    name: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String)
    pos: Mapped[float] = mapped_column(Float)


class Action(Base):
    __tablename__ = "actions"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    id_card: Mapped[str] = mapped_column(ForeignKey("cards.id"))
    type: Mapped[str] = mapped_column(String)
    text: Mapped[str] = mapped_column(String)
    date: Mapped[str] = mapped_column(String)
    id_member_creator: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, Board, List, Label, Card, CardLabel, Checklist, CheckItem, Action]
