"""Tables of the gold asana app; contract.entities one to one (gids are numeric strings, as Asana's)."""

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
    gid: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    email: Mapped[str] = mapped_column(String)


class Workspace(Base):
    __tablename__ = "workspaces"
    gid: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    is_organization: Mapped[bool] = mapped_column(Boolean, default=False)


class Project(Base):
    __tablename__ = "projects"
    gid: Mapped[str] = mapped_column(String, primary_key=True)
    workspace_gid: Mapped[str] = mapped_column(ForeignKey("workspaces.gid"))
    name: Mapped[str] = mapped_column(String)
    notes: Mapped[str] = mapped_column(String, default="")
    color: Mapped[str | None] = mapped_column(String, nullable=True)
    archived: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[str] = mapped_column(String)


class Section(Base):
    __tablename__ = "sections"
    gid: Mapped[str] = mapped_column(String, primary_key=True)
    project_gid: Mapped[str] = mapped_column(ForeignKey("projects.gid"))
    name: Mapped[str] = mapped_column(String)
    position: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[str] = mapped_column(String)


class Task(Base):
    __tablename__ = "tasks"
    gid: Mapped[str] = mapped_column(String, primary_key=True)
    workspace_gid: Mapped[str] = mapped_column(ForeignKey("workspaces.gid"))
    name: Mapped[str] = mapped_column(String)
    notes: Mapped[str] = mapped_column(String, default="")
    completed: Mapped[bool] = mapped_column(Boolean, default=False)
    completed_at: Mapped[str | None] = mapped_column(String, nullable=True)
    due_on: Mapped[str | None] = mapped_column(String, nullable=True)
    assignee_gid: Mapped[str | None] = mapped_column(ForeignKey("users.gid"), nullable=True)
    parent_gid: Mapped[str | None] = mapped_column(ForeignKey("tasks.gid"), nullable=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[str] = mapped_column(String)
    modified_at: Mapped[str] = mapped_column(String)


class Membership(Base):
    __tablename__ = "memberships"
    task_gid: Mapped[str] = mapped_column(ForeignKey("tasks.gid"), primary_key=True)
    project_gid: Mapped[str] = mapped_column(ForeignKey("projects.gid"), primary_key=True)
    section_gid: Mapped[str] = mapped_column(ForeignKey("sections.gid"))
    position: Mapped[int] = mapped_column(Integer)


class Follower(Base):
    __tablename__ = "followers"
    task_gid: Mapped[str] = mapped_column(ForeignKey("tasks.gid"), primary_key=True)
    user_gid: Mapped[str] = mapped_column(ForeignKey("users.gid"), primary_key=True)


TABLE_ORDER = [Counter, User, Workspace, Project, Section, Task, Membership, Follower]
