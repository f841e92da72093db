"""Trello's resources for the kit's CRUD, and the behaviour it does not know: positions, badges, ids."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ...kit.crud import Crud, Resource
from ...kit.errors import ApiError
from ...kit.ids import bump
from .models import Action, Board, Card, CardLabel, CheckItem, Checklist, Counter, Label, List

STEP = 16384.0


def not_found() -> ApiError:
    return ApiError(404, "The requested resource was not found.")


def invalid(message: str) -> ApiError:
    return ApiError(400, message)


def new_id(session: Session) -> str:
    return f"t{bump(session, Counter)}"


def flag(value: Any) -> bool:
    """Trello's description types booleans as strings: "true"/"false" and JSON booleans both work."""
    if isinstance(value, bool):
        return value
    if str(value).lower() in ("true", "false"):
        return str(value).lower() == "true"
    raise invalid(f"invalid value for a boolean: {value!r}")


def position(taken: list[float], pos: Any) -> float:
    """`top`, `bottom` (the default) or a positive number, among the positions already taken."""
    if pos in (None, "", "bottom"):
        return (max(taken) if taken else 0.0) + STEP
    if pos == "top":
        return min(taken) / 2 if taken else STEP
    try:
        number = float(pos)
    except (TypeError, ValueError):
        raise invalid("invalid value for pos") from None
    if number <= 0:
        raise invalid("invalid value for pos")
    return number


def open_positions(session: Session, model: Any, scope: Any, value: str, exclude: str | None = None) -> list[float]:
    rows = session.scalars(select(model).where(scope == value, model.closed.is_(False)))
    return [r.pos for r in rows if r.id != exclude]


def label_resource(label: Label) -> dict[str, Any]:
    return {"id": label.id, "idBoard": label.id_board, "name": label.name, "color": label.color}


def board_resource(board: Board) -> dict[str, Any]:
    return {"id": board.id, "name": board.name, "desc": board.desc, "closed": board.closed}


def list_resource(lst: List) -> dict[str, Any]:
    return {"id": lst.id, "idBoard": lst.id_board, "name": lst.name, "closed": lst.closed, "pos": lst.pos}


def card_resource(card: Card, session: Session | None = None) -> dict[str, Any]:
    from sqlalchemy.orm import object_session

    session = session or object_session(card)
    assert session is not None
    labels = list(
        session.scalars(
            select(Label).join(CardLabel, CardLabel.id_label == Label.id).where(CardLabel.id_card == card.id).order_by(Label.id)
        )
    )
    return {
        "id": card.id,
        "idBoard": card.id_board,
        "idList": card.id_list,
        "name": card.name,
        "desc": card.desc,
        "closed": card.closed,
        "pos": card.pos,
        "due": card.due,
        "dateLastActivity": card.date_last_activity,
        "idLabels": [x.id for x in labels],
        "labels": [label_resource(x) for x in labels],
        "badges": {
            "comments": card.badge_comments,
            "checkItems": card.badge_check_items,
            "checkItemsChecked": card.badge_check_items_checked,
        },
    }


def action_resource(action: Action) -> dict[str, Any]:
    return {
        "id": action.id,
        "type": action.type,
        "date": action.date,
        "idMemberCreator": action.id_member_creator,
        "data": {"text": action.text, "card": {"id": action.id_card}},
    }


def checklist_resource(checklist: Checklist) -> dict[str, Any]:
    from sqlalchemy.orm import object_session

    session = object_session(checklist)
    assert session is not None
    items = session.scalars(select(CheckItem).where(CheckItem.id_checklist == checklist.id).order_by(CheckItem.pos, CheckItem.id))
    return {
        "id": checklist.id,
        "idCard": checklist.id_card,
        "name": checklist.name,
        "pos": checklist.pos,
        "checkItems": [
            {"id": i.id, "name": i.name, "state": i.state, "pos": i.pos, "idChecklist": i.id_checklist} for i in items
        ],
    }


def refresh_check_badges(session: Session, card: Card) -> None:
    items = list(session.scalars(select(CheckItem).join(Checklist).where(Checklist.id_card == card.id)))
    card.badge_check_items = len(items)
    card.badge_check_items_checked = sum(1 for i in items if i.state == "complete")


def count(session: Session, model: Any, where: Any) -> int:
    return int(session.scalar(select(func.count()).select_from(model).where(where)) or 0)


BOARDS = Crud(
    Resource(
        model=Board,
        render=board_resource,
        id_param="idBoard",
        fields={"name": "name", "desc": "desc"},
        required=("name",),
        defaults={"desc": ""},
        new_id=new_id,
        not_found=not_found,
        bad_request=invalid,
    )
)
LISTS = Crud(
    Resource(
        model=List, render=list_resource, id_param="idList", not_found=not_found, bad_request=invalid, fields={"name": "name"}
    )
)
CARDS = Crud(Resource(model=Card, render=card_resource, id_param="idCard", not_found=not_found, bad_request=invalid))
LABELS = Crud(
    Resource(
        model=Label,
        render=label_resource,
        id_param="idLabel",
        scope={},
        not_found=not_found,
        bad_request=invalid,
        fields={"name": "name", "color": "color"},
        defaults={"name": ""},
        new_id=new_id,
        required=("color",),
        children=((CardLabel, "id_label"),),
    )
)
BOARD_LABELS = Crud(
    Resource(
        model=Label,
        render=label_resource,
        id_param="idLabel",
        scope={"idBoard": "id_board"},
        parent=BOARDS,
        fields={"name": "name", "color": "color"},
        defaults={"name": ""},
        new_id=new_id,
        required=("color",),
        order_by=("name", "id"),
        not_found=not_found,
        bad_request=invalid,
    )
)
CHECKLISTS = Crud(
    Resource(model=Checklist, render=checklist_resource, id_param="idChecklist", not_found=not_found, bad_request=invalid)
)
