"""The kit's generic CRUD on a two-table toy schema: scoping, parents, defaults, hooks, children, errors."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import ForeignKey, Integer, String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from ref_apps.kit.crud import Crud, Resource
from ref_apps.kit.errors import ApiError


class Base(DeclarativeBase):
    pass


class Shelf(Base):
    __tablename__ = "shelves"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)


class Book(Base):
    __tablename__ = "books"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    shelf_id: Mapped[str] = mapped_column(ForeignKey("shelves.id"))
    title: Mapped[str] = mapped_column(String)
    pages: Mapped[int] = mapped_column(Integer)
    updated: Mapped[str] = mapped_column(String)


def _no_zero_pages(session: Session, row: Any, values: dict[str, Any]) -> None:
    if values.get("pages") == 0:
        raise ApiError(400, "a book has pages")


SHELVES = Crud(
    Resource(model=Shelf, render=lambda s: {"id": s.id, "name": s.name}, id_param="shelf", children=((Book, "shelf_id"),))
)
BOOKS = Crud(
    Resource(
        model=Book,
        render=lambda b: {"id": b.id, "title": b.title, "pages": b.pages},
        id_param="book",
        scope={"shelf": "shelf_id"},
        parent=SHELVES,
        resolve=lambda session, params: {"shelf": "s-1"} if params.get("shelf") == "default" else {},
        fields={"title": "title", "pages": "pages"},
        required=("title",),
        defaults={"pages": 100},
        updated=("updated",),
        now=lambda: "T0",
        order_by=("-pages", "id"),
        envelope=lambda items, params: {"items": items},
        validate=_no_zero_pages,
    )
)


@pytest.fixture
def session() -> Iterator[Session]:
    engine = create_engine("sqlite://")
    Base.metadata.create_all(engine)
    with Session(engine) as s:
        s.add_all([Shelf(id="s-1", name="Fiction"), Shelf(id="s-2", name="Science")])
        s.add_all(
            [
                Book(id=1, shelf_id="s-1", title="Dune", pages=600, updated="-"),
                Book(id=2, shelf_id="s-2", title="Cosmos", pages=400, updated="-"),
            ]
        )
        s.commit()
        yield s


def test_create_list_get_patch_replace_delete(session: Session) -> None:
    made = BOOKS.create(session, shelf="s-1", body={"title": "Emma"})
    assert made["pages"] == 100, "a default fills what the body leaves out"
    assert BOOKS.list_(session, shelf="default") == {"items": [{"id": 1, "title": "Dune", "pages": 600}, made]}, (
        "scoped, ordered, resolved"
    )
    assert BOOKS.get(session, shelf="s-1", book=str(made["id"]))["title"] == "Emma", "a path id that is text finds an integer key"
    assert BOOKS.patch(session, shelf="s-1", book="1", body={"pages": 612}) == {"id": 1, "title": "Dune", "pages": 612}
    assert BOOKS.replace(session, shelf="s-1", book="1", body={"title": "Dune Messiah"})["pages"] == 100, "PUT resets to defaults"
    assert session.get(Book, 1).updated == "T0"
    SHELVES.delete(session, shelf="s-1")
    assert session.scalars(select(Book.id)).all() == [2], "the shelf's books go with it"


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda s: BOOKS.get(s, shelf="s-2", book="1"), 404),  # another shelf's book
        (lambda s: BOOKS.get(s, shelf="s-1", book="nope"), 404),
        (lambda s: BOOKS.list_(s, shelf="s-9"), 404),  # the parent must exist
        (lambda s: BOOKS.create(s, shelf="s-1", body={"pages": 3}), 400),  # required title
        (lambda s: BOOKS.create(s, shelf="s-1", body=["not", "an", "object"]), 400),
        (lambda s: BOOKS.patch(s, shelf="s-1", book="1", body={"pages": 0}), 400),  # the validate hook
    ],
)
def test_errors(session: Session, call: Any, code: int) -> None:
    with pytest.raises(ApiError) as raised:
        call(session)
    assert raised.value.code == code


def test_one_wraps_single_rows_but_not_list_items(session: Session) -> None:
    """Envelopes around one row (Slack's {"ok": true, "user": ...}) apply to get and writes, not to each listed item."""
    wrapped = Crud(
        Resource(
            model=Shelf,
            render=lambda s: {"id": s.id},
            id_param="shelf",
            fields={"name": "name"},
            new_id=lambda session: "s-3",
            one=lambda item: {"ok": True, "shelf": item},
            envelope=lambda items, params: {"ok": True, "shelves": items},
        )
    )
    assert wrapped.get(session, shelf="s-2") == {"ok": True, "shelf": {"id": "s-2"}}
    assert wrapped.list_(session) == {"ok": True, "shelves": [{"id": "s-1"}, {"id": "s-2"}]}
    assert wrapped.create(session, body={"name": "Poetry"}) == {"ok": True, "shelf": {"id": "s-3"}}
    assert wrapped.patch(session, shelf="s-3", body={"name": "Verse"}) == {"ok": True, "shelf": {"id": "s-3"}}
    assert session.get(Shelf, "s-3").name == "Verse"
