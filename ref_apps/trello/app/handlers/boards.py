"""Boards: plain CRUD from the kit, plus the default lists and the open/closed filters."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Card, List
from ..store import BOARD_LABELS, BOARDS, STEP, card_resource, flag, invalid, list_resource, new_id, open_positions, position

get_boards_by_id_board = BOARDS.get
get_boards_labels_by_id_board = BOARD_LABELS.list_
add_boards_labels_by_id_board = BOARD_LABELS.create


def add_boards(session: Session, *, body: dict[str, Any] | None = None, **params: Any) -> Any:
    created = BOARDS.create(session, body=body)
    if flag((body or {}).get("defaultLists", True)):
        for i, name in enumerate(("To Do", "Doing", "Done")):
            session.add(List(id=new_id(session), id_board=created["id"], name=name, closed=False, pos=(i + 1) * STEP))
        session.commit()
    return created


def update_boards_by_id_board(session: Session, *, idBoard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    board = BOARDS.row(session, {"idBoard": idBoard})
    if "closed" in (body or {}):
        board.closed = flag(body["closed"])  # type: ignore[index]
    return BOARDS.patch(session, idBoard=idBoard, body=body)


def _filtered(rows: list[Any], filter_: str | None) -> list[Any]:
    which = filter_ or "open"
    if which == "all":
        return rows
    return [r for r in rows if r.closed == (which == "closed")]


def get_boards_lists_by_id_board(session: Session, *, idBoard: str, filter: str | None = None, **_: Any) -> Any:  # noqa: A002
    BOARDS.row(session, {"idBoard": idBoard})
    rows = session.scalars(select(List).where(List.id_board == idBoard).order_by(List.pos, List.id))
    return [list_resource(x) for x in _filtered(list(rows), filter)]


def add_boards_lists_by_id_board(session: Session, *, idBoard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    BOARDS.row(session, {"idBoard": idBoard})
    name = (body or {}).get("name")
    if not name:
        raise invalid("invalid value for name")
    lst = List(
        id=new_id(session),
        id_board=idBoard,
        name=name,
        closed=False,
        pos=position(open_positions(session, List, List.id_board, idBoard), (body or {}).get("pos")),
    )
    session.add(lst)
    session.commit()
    return list_resource(lst)


def get_boards_cards_by_id_board(session: Session, *, idBoard: str, filter: str | None = None, **_: Any) -> Any:  # noqa: A002
    """A board's cards list by list, in each list by position."""
    BOARDS.row(session, {"idBoard": idBoard})
    rows = session.scalars(
        select(Card).join(List, Card.id_list == List.id).where(Card.id_board == idBoard).order_by(List.pos, Card.pos, Card.id)
    )
    which = filter or "open"
    return [card_resource(c) for c in rows if which == "all" or c.closed == (which == "closed")]
