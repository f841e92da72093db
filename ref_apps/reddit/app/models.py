"""Tables of the gold reddit app; contract.entities one to one (karma and scores are computed, never stored)."""

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
    name: Mapped[str] = mapped_column(String, primary_key=True)
    created_at: Mapped[str] = mapped_column(String)


class Subreddit(Base):
    __tablename__ = "subreddits"
    name: Mapped[str] = mapped_column(String, primary_key=True)
    title: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String)
    type: Mapped[str] = mapped_column(String)
    subscribers: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[str] = mapped_column(String)


class Subscription(Base):
    __tablename__ = "subscriptions"
    subreddit: Mapped[str] = mapped_column(ForeignKey("subreddits.name"), primary_key=True)
    username: Mapped[str] = mapped_column(ForeignKey("users.name"), primary_key=True)


class Moderator(Base):
    __tablename__ = "moderators"
    subreddit: Mapped[str] = mapped_column(ForeignKey("subreddits.name"), primary_key=True)
    username: Mapped[str] = mapped_column(ForeignKey("users.name"), primary_key=True)


class Post(Base):
    __tablename__ = "posts"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    subreddit: Mapped[str] = mapped_column(ForeignKey("subreddits.name"))
    author: Mapped[str] = mapped_column(String)
    title: Mapped[str] = mapped_column(String)
    kind: Mapped[str] = mapped_column(String)
    url: Mapped[str | None] = mapped_column(String, nullable=True)
    body: Mapped[str] = mapped_column(String)
    ups: Mapped[int] = mapped_column(Integer)
    downs: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[str] = mapped_column(String)
    locked: Mapped[bool] = mapped_column(Boolean)
    removed: Mapped[bool] = mapped_column(Boolean)


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    post_id: Mapped[str] = mapped_column(ForeignKey("posts.id"))
    parent_id: Mapped[str | None] = mapped_column(String, nullable=True)
    author: Mapped[str] = mapped_column(String)
    body: Mapped[str] = mapped_column(String)
    ups: Mapped[int] = mapped_column(Integer)
    downs: Mapped[int] = mapped_column(Integer)
    depth: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[str] = mapped_column(String)
    deleted: Mapped[bool] = mapped_column(Boolean)
    removed: Mapped[bool] = mapped_column(Boolean)


class Vote(Base):
    __tablename__ = "votes"
    username: Mapped[str] = mapped_column(String, primary_key=True)
    thing_id: Mapped[str] = mapped_column(String, primary_key=True)
    dir: Mapped[int] = mapped_column(Integer)


class Save(Base):
    __tablename__ = "saves"
    username: Mapped[str] = mapped_column(String, primary_key=True)
    post_id: Mapped[str] = mapped_column(ForeignKey("posts.id"), primary_key=True)
    saved_at: Mapped[str] = mapped_column(String)


class ModAction(Base):
    __tablename__ = "modlog"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    subreddit: Mapped[str] = mapped_column(ForeignKey("subreddits.name"))
    moderator: Mapped[str] = mapped_column(String)
    action: Mapped[str] = mapped_column(String)
    target_id: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, User, Subreddit, Subscription, Moderator, Post, Comment, Vote, Save, ModAction]
