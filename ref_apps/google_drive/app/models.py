"""Tables of the gold google-drive app; contract.entities one to one."""

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
    email: Mapped[str] = mapped_column(String, primary_key=True)
    display_name: Mapped[str] = mapped_column(String)
    permission_id: Mapped[str] = mapped_column(String)
    me: Mapped[bool] = mapped_column(Boolean, default=False)


class File(Base):
    __tablename__ = "files"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    mime_type: Mapped[str] = mapped_column(String)
    parent: Mapped[str | None] = mapped_column(String, nullable=True)
    owner: Mapped[str] = mapped_column(String)
    description: Mapped[str | None] = mapped_column(String, nullable=True)
    starred: Mapped[bool] = mapped_column(Boolean, default=False)
    trashed: Mapped[bool] = mapped_column(Boolean, default=False)
    explicitly_trashed: Mapped[bool] = mapped_column(Boolean, default=False)
    size: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created_time: Mapped[str] = mapped_column(String)
    modified_time: Mapped[str] = mapped_column(String)
    version: Mapped[int] = mapped_column(Integer, default=1)


class Permission(Base):
    __tablename__ = "permissions"
    file_id: Mapped[str] = mapped_column(ForeignKey("files.id"), primary_key=True)
    id: Mapped[str] = mapped_column(String, primary_key=True)
    type: Mapped[str] = mapped_column(String)
    role: Mapped[str] = mapped_column(String)
    email_address: Mapped[str | None] = mapped_column(String, nullable=True)
    domain: Mapped[str | None] = mapped_column(String, nullable=True)


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    file_id: Mapped[str] = mapped_column(ForeignKey("files.id"))
    author: Mapped[str] = mapped_column(String)
    content: Mapped[str] = mapped_column(String)
    created_time: Mapped[str] = mapped_column(String)
    modified_time: Mapped[str] = mapped_column(String)
    resolved: Mapped[bool] = mapped_column(Boolean, default=False)
    deleted: Mapped[bool] = mapped_column(Boolean, default=False)


class Reply(Base):
    __tablename__ = "replies"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    comment_id: Mapped[str] = mapped_column(ForeignKey("comments.id"))
    author: Mapped[str] = mapped_column(String)
    content: Mapped[str] = mapped_column(String)
    action: Mapped[str | None] = mapped_column(String, nullable=True)
    created_time: Mapped[str] = mapped_column(String)
    modified_time: Mapped[str] = mapped_column(String)
    deleted: Mapped[bool] = mapped_column(Boolean, default=False)


class Revision(Base):
    __tablename__ = "revisions"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    file_id: Mapped[str] = mapped_column(ForeignKey("files.id"))
    mime_type: Mapped[str] = mapped_column(String)
    modified_time: Mapped[str] = mapped_column(String)
    size: Mapped[int | None] = mapped_column(Integer, nullable=True)
    keep_forever: Mapped[bool] = mapped_column(Boolean, default=False)
    author: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, User, File, Permission, Comment, Reply, Revision]
