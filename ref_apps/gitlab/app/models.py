"""Tables of the gold gitlab app; contract.entities one to one (ids are integers, iids count per project)."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


def _id() -> Mapped[int]:
    return mapped_column(Integer, primary_key=True, autoincrement=False)


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = _id()
    username: Mapped[str] = mapped_column(String)
    name: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String, default="active")


class Project(Base):
    __tablename__ = "projects"
    id: Mapped[int] = _id()
    name: Mapped[str] = mapped_column(String)
    path_with_namespace: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    default_branch: Mapped[str] = mapped_column(String, default="main")
    only_allow_merge_if_pipeline_succeeds: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[str] = mapped_column(String)


class Branch(Base):
    __tablename__ = "branches"
    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id"), primary_key=True)
    name: Mapped[str] = mapped_column(String, primary_key=True)


class Label(Base):
    __tablename__ = "labels"
    id: Mapped[int] = _id()
    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id"))
    name: Mapped[str] = mapped_column(String)
    color: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")


class Issue(Base):
    __tablename__ = "issues"
    id: Mapped[int] = _id()
    iid: Mapped[int] = mapped_column(Integer)
    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id"))
    title: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    state: Mapped[str] = mapped_column(String, default="opened")
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    assignee_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    created_at: Mapped[str] = mapped_column(String)
    updated_at: Mapped[str] = mapped_column(String)
    closed_at: Mapped[str | None] = mapped_column(String, nullable=True)
    closed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)


class IssueLabel(Base):
    __tablename__ = "issue_labels"
    issue_id: Mapped[int] = mapped_column(ForeignKey("issues.id"), primary_key=True)
    label_id: Mapped[int] = mapped_column(ForeignKey("labels.id"), primary_key=True)


class MergeRequest(Base):
    __tablename__ = "merge_requests"
    id: Mapped[int] = _id()
    iid: Mapped[int] = mapped_column(Integer)
    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id"))
    title: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    source_branch: Mapped[str] = mapped_column(String)
    target_branch: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String, default="opened")
    draft: Mapped[bool] = mapped_column(Boolean, default=False)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[str] = mapped_column(String)
    updated_at: Mapped[str] = mapped_column(String)
    merged_at: Mapped[str | None] = mapped_column(String, nullable=True)
    merged_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    closed_at: Mapped[str | None] = mapped_column(String, nullable=True)


class Pipeline(Base):
    __tablename__ = "pipelines"
    id: Mapped[int] = _id()
    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id"))
    ref: Mapped[str] = mapped_column(String)
    sha: Mapped[str] = mapped_column(String)
    status: Mapped[str] = mapped_column(String)
    source: Mapped[str] = mapped_column(String, default="push")
    created_at: Mapped[str] = mapped_column(String)
    updated_at: Mapped[str] = mapped_column(String)


class Note(Base):
    __tablename__ = "notes"
    id: Mapped[int] = _id()
    noteable_type: Mapped[str] = mapped_column(String)
    noteable_id: Mapped[int] = mapped_column(Integer)
    body: Mapped[str] = mapped_column(String)
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    system: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, User, Project, Branch, Label, Issue, IssueLabel, MergeRequest, Pipeline, Note]
