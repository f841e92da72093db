"""Tables of the gold github app; contract.entities one to one."""

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
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    login: Mapped[str] = mapped_column(String)
    name: Mapped[str] = mapped_column(String)


class Repo(Base):
    __tablename__ = "repos"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    owner: Mapped[str] = mapped_column(String)
    name: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    private: Mapped[bool] = mapped_column(Boolean, default=False)
    default_branch: Mapped[str] = mapped_column(String, default="main")
    open_issues_count: Mapped[int] = mapped_column(Integer, default=0)
    next_number: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[str] = mapped_column(String)
    updated_at: Mapped[str] = mapped_column(String)


class Milestone(Base):
    __tablename__ = "milestones"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    repo_id: Mapped[int] = mapped_column(ForeignKey("repos.id"))
    number: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    state: Mapped[str] = mapped_column(String, default="open")
    due_on: Mapped[str | None] = mapped_column(String, nullable=True)


class Label(Base):
    __tablename__ = "labels"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    repo_id: Mapped[int] = mapped_column(ForeignKey("repos.id"))
    name: Mapped[str] = mapped_column(String)
    color: Mapped[str] = mapped_column(String, default="ededed")
    description: Mapped[str] = mapped_column(String, default="")


class Issue(Base):
    __tablename__ = "issues"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    repo_id: Mapped[int] = mapped_column(ForeignKey("repos.id"))
    number: Mapped[int] = mapped_column(Integer)
    title: Mapped[str] = mapped_column(String)
    body: Mapped[str] = mapped_column(String, default="")
    state: Mapped[str] = mapped_column(String, default="open")
    state_reason: Mapped[str | None] = mapped_column(String, nullable=True)
    user_login: Mapped[str] = mapped_column(String)
    milestone_id: Mapped[int | None] = mapped_column(ForeignKey("milestones.id"), nullable=True)
    is_pull: Mapped[bool] = mapped_column(Boolean, default=False)
    comments: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[str] = mapped_column(String)
    updated_at: Mapped[str] = mapped_column(String)
    closed_at: Mapped[str | None] = mapped_column(String, nullable=True)


class IssueLabel(Base):
    __tablename__ = "issue_labels"
    issue_id: Mapped[int] = mapped_column(ForeignKey("issues.id"), primary_key=True)
    label_id: Mapped[int] = mapped_column(ForeignKey("labels.id"), primary_key=True)


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    issue_id: Mapped[int] = mapped_column(ForeignKey("issues.id"))
    body: Mapped[str] = mapped_column(String)
    user_login: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


class Pull(Base):
    __tablename__ = "pulls"
    issue_id: Mapped[int] = mapped_column(ForeignKey("issues.id"), primary_key=True)
    head: Mapped[str] = mapped_column(String)
    base: Mapped[str] = mapped_column(String)
    merged: Mapped[bool] = mapped_column(Boolean, default=False)
    merged_at: Mapped[str | None] = mapped_column(String, nullable=True)
    merge_commit_sha: Mapped[str | None] = mapped_column(String, nullable=True)


class Review(Base):
    __tablename__ = "reviews"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    issue_id: Mapped[int] = mapped_column(ForeignKey("pulls.issue_id"))
    user_login: Mapped[str] = mapped_column(String)
    state: Mapped[str] = mapped_column(String)
    body: Mapped[str] = mapped_column(String, default="")
    submitted_at: Mapped[str] = mapped_column(String)


TABLE_ORDER = [Counter, User, Repo, Milestone, Label, Issue, IssueLabel, Comment, Pull, Review]
