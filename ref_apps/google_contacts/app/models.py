"""Tables of the gold google-contacts app; contract.entities one to one (list fields kept as JSON text)."""

from __future__ import annotations

from sqlalchemy import ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class Person(Base):
    __tablename__ = "people"
    resource_name: Mapped[str] = mapped_column(String, primary_key=True)
    etag: Mapped[str] = mapped_column(String)
    given_name: Mapped[str] = mapped_column(String, default="")
    family_name: Mapped[str] = mapped_column(String, default="")
    emails: Mapped[str] = mapped_column(String, default="[]")
    phones: Mapped[str] = mapped_column(String, default="[]")
    organization: Mapped[str] = mapped_column(String, default="")
    job_title: Mapped[str] = mapped_column(String, default="")
    biography: Mapped[str] = mapped_column(String, default="")
    photo: Mapped[str] = mapped_column(String, default="")
    update_time: Mapped[str] = mapped_column(String)
    modified: Mapped[int] = mapped_column(Integer)


class ContactGroup(Base):
    __tablename__ = "contact_groups"
    resource_name: Mapped[str] = mapped_column(String, primary_key=True)
    etag: Mapped[str] = mapped_column(String)
    name: Mapped[str] = mapped_column(String)
    group_type: Mapped[str] = mapped_column(String)
    update_time: Mapped[str] = mapped_column(String)


class Membership(Base):
    __tablename__ = "memberships"
    person: Mapped[str] = mapped_column(ForeignKey("people.resource_name"), primary_key=True)
    contact_group: Mapped[str] = mapped_column(ForeignKey("contact_groups.resource_name"), primary_key=True)


class OtherContact(Base):
    __tablename__ = "other_contacts"
    resource_name: Mapped[str] = mapped_column(String, primary_key=True)
    etag: Mapped[str] = mapped_column(String)
    given_name: Mapped[str] = mapped_column(String, default="")
    family_name: Mapped[str] = mapped_column(String, default="")
    email: Mapped[str] = mapped_column(String, default="")
    phone: Mapped[str] = mapped_column(String, default="")


TABLE_ORDER = [Counter, Person, ContactGroup, Membership, OtherContact]
