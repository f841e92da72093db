"""Lists: get from the kit; updates take a position or archive; a list's open cards by position."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Card, List
from ..store import LISTS, card_resource, flag, invalid, list_resource, open_positions, position

get_lists_by_id_list = LISTS.get


def update_lists_by_id_list(session: Session, *, idList: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    lst = LISTS.row(session, {"idList": idList})
    body = body or {}
    if "name" in body and not body["name"]:
        raise invalid("invalid value for name")
    if "closed" in body:
        lst.closed = flag(body["closed"])
    if "pos" in body:
        lst.pos = position(open_positions(session, List, List.id_board, lst.id_board, exclude=lst.id), body["pos"])
    return LISTS.patch(session, idList=idList, body=body)


def get_lists_cards_by_id_list(session: Session, *, idList: str, filter: str | None = None, **_: Any) -> Any:  # noqa: A002
    """A list's cards by position; archived ones only with filter=all or filter=closed."""
    LISTS.row(session, {"idList": idList})
    rows = session.scalars(select(Card).where(Card.id_list == idList).order_by(Card.pos, Card.id))
    which = filter or "open"
    return [card_resource(c) for c in rows if which == "all" or c.closed == (which == "closed")]


__all__ = ["get_lists_by_id_list", "get_lists_cards_by_id_list", "list_resource", "update_lists_by_id_list"]
