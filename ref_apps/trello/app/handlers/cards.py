"""Cards: positions within a list, moving between lists and boards, labels, comments and checklists."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ....kit.crud import iso_now
from ..models import Action, Card, CardLabel, CheckItem, Checklist, Label, List
from ..store import (
    CARDS,
    STEP,
    action_resource,
    card_resource,
    checklist_resource,
    flag,
    invalid,
    new_id,
    not_found,
    open_positions,
    position,
)


def _list(session: Session, list_id: Any) -> List:
    lst = session.get(List, list_id) if isinstance(list_id, str) else None
    if lst is None:
        raise invalid("invalid value for idList")
    return lst


def _label_ids(value: Any) -> list[str]:
    if value in (None, ""):
        return []
    return [x for x in (value if isinstance(value, list) else str(value).split(",")) if x]


def _attach(session: Session, card: Card, label_id: str) -> None:
    label = session.get(Label, label_id)
    if label is None or label.id_board != card.id_board:
        raise invalid("invalid value for idLabel")
    if session.get(CardLabel, (card.id, label_id)) is None:
        session.add(CardLabel(id_card=card.id, id_label=label_id))


def add_cards(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
    body = body or {}
    lst = _list(session, body.get("idList"))
    card = Card(
        id=new_id(session),
        id_board=lst.id_board,
        id_list=lst.id,
        name=str(body.get("name") or ""),
        desc=str(body.get("desc") or ""),
        closed=False,
        due=body.get("due") or None,
        date_last_activity=iso_now(),
        pos=position(open_positions(session, Card, Card.id_list, lst.id), body.get("pos")),
        badge_comments=0,
        badge_check_items=0,
        badge_check_items_checked=0,
    )
    session.add(card)
    session.flush()
    for label_id in _label_ids(body.get("idLabels")):
        _attach(session, card, label_id)
    session.commit()
    return card_resource(card)


def get_cards_by_id_card(session: Session, *, idCard: str, **_: Any) -> Any:
    return CARDS.get(session, idCard=idCard)


def _move(session: Session, card: Card, list_id: Any, pos: Any) -> None:
    lst = _list(session, list_id)
    card.id_board = lst.id_board
    if lst.id != card.id_list or pos is not None:
        card.pos = position(open_positions(session, Card, Card.id_list, lst.id, exclude=card.id), pos)
    card.id_list = lst.id


def update_cards_by_id_card(session: Session, *, idCard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    card = CARDS.row(session, {"idCard": idCard})
    body = body or {}
    if "name" in body:
        if not body["name"]:
            raise invalid("invalid value for name")
        card.name = str(body["name"])
    if "desc" in body:
        card.desc = str(body["desc"])
    if "due" in body:
        card.due = body["due"] or None
    if "closed" in body:
        card.closed = flag(body["closed"])
    if "idList" in body:
        _move(session, card, body["idList"], body.get("pos"))
    elif "pos" in body:
        card.pos = position(open_positions(session, Card, Card.id_list, card.id_list, exclude=card.id), body["pos"])
    if "idLabels" in body:
        session.execute(delete(CardLabel).where(CardLabel.id_card == card.id))
        for label_id in _label_ids(body["idLabels"]):
            _attach(session, card, label_id)
    card.date_last_activity = iso_now()
    session.commit()
    return card_resource(card)


def update_cards_id_list_by_id_card(session: Session, *, idCard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    card = CARDS.row(session, {"idCard": idCard})
    _move(session, card, (body or {}).get("value"), None)
    card.date_last_activity = iso_now()
    session.commit()
    return card_resource(card)


def delete_cards_by_id_card(session: Session, *, idCard: str, **_: Any) -> Any:
    card = CARDS.row(session, {"idCard": idCard})
    lists = [c.id for c in session.scalars(select(Checklist).where(Checklist.id_card == idCard))]
    session.execute(delete(CheckItem).where(CheckItem.id_checklist.in_(lists)))
    session.execute(delete(Checklist).where(Checklist.id_card == idCard))
    session.execute(delete(CardLabel).where(CardLabel.id_card == idCard))
    session.execute(delete(Action).where(Action.id_card == idCard))
    session.delete(card)
    session.commit()
    return {"_value": None}


def add_cards_actions_comments_by_id_card(session: Session, *, idCard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    card = CARDS.row(session, {"idCard": idCard})
    text = (body or {}).get("text")
    if not text:
        raise invalid("invalid value for text")
    action = Action(
        id=new_id(session), id_card=idCard, type="commentCard", text=str(text), date=iso_now(), id_member_creator="m-ada"
    )
    session.add(action)
    card.badge_comments += 1
    card.date_last_activity = iso_now()
    session.commit()
    return action_resource(action)


def get_cards_actions_by_id_card(session: Session, *, idCard: str, **_: Any) -> Any:
    CARDS.row(session, {"idCard": idCard})
    newest = (Action.date.desc(), Action.id.desc())
    return [action_resource(a) for a in session.scalars(select(Action).where(Action.id_card == idCard).order_by(*newest))]


def add_cards_id_labels_by_id_card(session: Session, *, idCard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    card = CARDS.row(session, {"idCard": idCard})
    _attach(session, card, str((body or {}).get("value") or ""))
    session.commit()
    return card_resource(card)["idLabels"]


def delete_cards_id_labels_by_id_card_by_id_label(session: Session, *, idCard: str, idLabel: str, **_: Any) -> Any:
    CARDS.row(session, {"idCard": idCard})
    link = session.get(CardLabel, (idCard, idLabel))
    if link is None:
        raise not_found()
    session.delete(link)
    session.commit()
    return {"_value": None}


def add_cards_checklists_by_id_card(session: Session, *, idCard: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
    CARDS.row(session, {"idCard": idCard})
    taken = [c.pos for c in session.scalars(select(Checklist).where(Checklist.id_card == idCard))]
    checklist = Checklist(
        id=new_id(session),
        id_card=idCard,
        name=str((body or {}).get("name") or "Checklist"),
        pos=(max(taken) if taken else 0) + STEP,
    )
    session.add(checklist)
    session.commit()
    return checklist_resource(checklist)


def get_cards_checklists_by_id_card(session: Session, *, idCard: str, **_: Any) -> Any:
    CARDS.row(session, {"idCard": idCard})
    return [
        checklist_resource(c)
        for c in session.scalars(select(Checklist).where(Checklist.id_card == idCard).order_by(Checklist.pos))
    ]
