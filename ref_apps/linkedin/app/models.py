"""Tables of the gold linkedin app; contract.entities one to one. The signed-in member is u-me."""

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
    headline: Mapped[str] = mapped_column(String, default="")
    about: Mapped[str] = mapped_column(String, default="")
    location: Mapped[str] = mapped_column(String, default="")


class Experience(Base):
    __tablename__ = "experiences"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    title: Mapped[str] = mapped_column(String)
    company: Mapped[str] = mapped_column(String)
    start_year: Mapped[int] = mapped_column(Integer)
    end_year: Mapped[int | None] = mapped_column(Integer, nullable=True)


class Connection(Base):
    __tablename__ = "connections"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    user_a: Mapped[str] = mapped_column(ForeignKey("users.id"))
    user_b: Mapped[str] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[str] = mapped_column(String)


class Invitation(Base):
    __tablename__ = "invitations"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    from_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    to_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    message: Mapped[str] = mapped_column(String, default="")
    status: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


class Post(Base):
    __tablename__ = "posts"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    author_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    text: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)
    edited: Mapped[bool] = mapped_column(Boolean, default=False)


class Reaction(Base):
    __tablename__ = "reactions"
    post_id: Mapped[str] = mapped_column(ForeignKey("posts.id"), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"), primary_key=True)
    type: Mapped[str] = mapped_column(String)


class Comment(Base):
    __tablename__ = "comments"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    post_id: Mapped[str] = mapped_column(ForeignKey("posts.id"))
    author_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    text: Mapped[str] = mapped_column(String)
    created_at: Mapped[str] = mapped_column(String)


class Job(Base):
    __tablename__ = "jobs"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    title: Mapped[str] = mapped_column(String)
    company: Mapped[str] = mapped_column(String)
    location: Mapped[str] = mapped_column(String)
    remote: Mapped[bool] = mapped_column(Boolean)
    description: Mapped[str] = mapped_column(String)
    posted_at: Mapped[str] = mapped_column(String)


class SavedJob(Base):
    __tablename__ = "saved_jobs"
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.id"), primary_key=True)
    saved_at: Mapped[str] = mapped_column(String)


class Application(Base):
    __tablename__ = "applications"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    job_id: Mapped[str] = mapped_column(ForeignKey("jobs.id"))
    phone: Mapped[str] = mapped_column(String)
    status: Mapped[str] = mapped_column(String)
    applied_at: Mapped[str] = mapped_column(String)


class Conversation(Base):
    __tablename__ = "conversations"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    participant_id: Mapped[str] = mapped_column(ForeignKey("users.id"))


class Message(Base):
    __tablename__ = "messages"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    conversation_id: Mapped[str] = mapped_column(ForeignKey("conversations.id"))
    sender_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    text: Mapped[str] = mapped_column(String)
    sent_at: Mapped[str] = mapped_column(String)
    read: Mapped[bool] = mapped_column(Boolean, default=False)


TABLE_ORDER = [
    Counter,
    User,
    Experience,
    Connection,
    Invitation,
    Post,
    Reaction,
    Comment,
    Job,
    SavedJob,
    Application,
    Conversation,
    Message,
]
