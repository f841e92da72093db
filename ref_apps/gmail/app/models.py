"""Tables of the gold gmail app; they are contract.entities one to one (a test keeps them in step)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from .db import Base


class Mailbox(Base):
    """The one mailbox served as userId 'me': address and counters for history and new ids."""

    __tablename__ = "mailbox"
    email_address: Mapped[str] = mapped_column(String, primary_key=True)
    history_id: Mapped[int] = mapped_column(BigInteger)
    next_id: Mapped[int] = mapped_column(BigInteger)


class Label(Base):
    __tablename__ = "labels"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)  # unique by labels._check_name, case-insensitively: an index would cap its length on PostgreSQL
    type: Mapped[str] = mapped_column(String)
    message_list_visibility: Mapped[str | None] = mapped_column(String, nullable=True)
    label_list_visibility: Mapped[str | None] = mapped_column(String, nullable=True)
    color: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class Thread(Base):
    __tablename__ = "threads"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    history_id: Mapped[int] = mapped_column(BigInteger)


class Message(Base):
    __tablename__ = "messages"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    thread_id: Mapped[str] = mapped_column(ForeignKey("threads.id"))
    label_ids: Mapped[list[str]] = mapped_column(JSON)
    history_id: Mapped[int] = mapped_column(BigInteger)
    internal_date: Mapped[int] = mapped_column(BigInteger)
    from_addr: Mapped[str] = mapped_column(String)
    to_addrs: Mapped[str] = mapped_column(String)
    cc_addrs: Mapped[str] = mapped_column(String)
    bcc_addrs: Mapped[str] = mapped_column(String)
    subject: Mapped[str] = mapped_column(String)
    body: Mapped[str] = mapped_column(Text)
    message_id_header: Mapped[str] = mapped_column(String)
    in_reply_to: Mapped[str] = mapped_column(String)
    references_header: Mapped[str] = mapped_column(Text)
    trashed_labels: Mapped[list[str]] = mapped_column(JSON)


class Attachment(Base):
    __tablename__ = "attachments"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    message_id: Mapped[str] = mapped_column(ForeignKey("messages.id", ondelete="CASCADE"))
    filename: Mapped[str] = mapped_column(String)
    mime_type: Mapped[str] = mapped_column(String)
    data: Mapped[str] = mapped_column(Text)


class Draft(Base):
    __tablename__ = "drafts"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    message_id: Mapped[str] = mapped_column(ForeignKey("messages.id", ondelete="CASCADE"))


class History(Base):
    """One change to the mailbox, as history.list reports it."""

    __tablename__ = "history"
    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    type: Mapped[str] = mapped_column(String)
    message_id: Mapped[str] = mapped_column(String)
    thread_id: Mapped[str] = mapped_column(String)
    label_ids: Mapped[list[str]] = mapped_column(JSON)


class Filter(Base):
    __tablename__ = "filters"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    criteria: Mapped[dict[str, Any]] = mapped_column(JSON)
    action: Mapped[dict[str, Any]] = mapped_column(JSON)


class Setting(Base):
    """Single-valued settings by name: vacation, autoForwarding, imap, pop, language."""

    __tablename__ = "settings"
    name: Mapped[str] = mapped_column(String, primary_key=True)
    value: Mapped[dict[str, Any]] = mapped_column(JSON)


class ForwardingAddress(Base):
    __tablename__ = "forwarding_addresses"
    forwarding_email: Mapped[str] = mapped_column(String, primary_key=True)
    verification_status: Mapped[str] = mapped_column(String)


class SendAs(Base):
    __tablename__ = "send_as"
    send_as_email: Mapped[str] = mapped_column(String, primary_key=True)
    display_name: Mapped[str] = mapped_column(String)
    reply_to_address: Mapped[str] = mapped_column(String)
    signature: Mapped[str] = mapped_column(Text)
    is_primary: Mapped[bool] = mapped_column(Boolean)
    is_default: Mapped[bool] = mapped_column(Boolean)
    treat_as_alias: Mapped[bool] = mapped_column(Boolean)
    verification_status: Mapped[str] = mapped_column(String)


class Delegate(Base):
    __tablename__ = "delegates"
    delegate_email: Mapped[str] = mapped_column(String, primary_key=True)
    verification_status: Mapped[str] = mapped_column(String)


# Tables in the order a restore fills them (parents before children).
TABLE_ORDER = [Mailbox, Label, Thread, Message, Attachment, Draft, History, Filter, Setting, ForwardingAddress, SendAs, Delegate]
