"""Checklist items: a new item goes last; the card's badges follow."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Card, CheckItem
from ..store import CHECKLISTS, STEP, flag, invalid, new_id, refresh_check_badges


def add_checklists_check_items_by_id_checklist(
    session: Session, *, idChecklist: str, body: dict[str, Any] | None = None, **_: Any
) -> Any:
    checklist = CHECKLISTS.row(session, {"idChecklist": idChecklist})
    body = body or {}
    if not body.get("name"):
        raise invalid("invalid value for name")
    taken = [i.pos for i in session.scalars(select(CheckItem).where(CheckItem.id_checklist == idChecklist))]
    item = CheckItem(
        id=new_id(session),
        id_checklist=idChecklist,
        name=body["name"],
        pos=(max(taken) if taken else 0) + STEP,
        state="complete" if flag(body.get("checked", False)) else "incomplete",
    )
    session.add(item)
    session.flush()
    card = session.get(Card, checklist.id_card)
    assert card is not None
    refresh_check_badges(session, card)
    session.commit()
    return {"id": item.id, "idChecklist": idChecklist, "name": item.name, "state": item.state, "pos": item.pos}
