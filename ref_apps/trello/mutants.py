"""Outside mutants of the gold trello app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored, link_moves_without_render, replay_first_get
from .app import store
from .app.handlers import boards, cards, checklists, labels, lists
from .app.models import Action, Card, CardLabel, Checklist, Label, List

MUTANTS = MutantBook("trello")

# Handler modules that bound store.position at import: a position mutant patches each of them.
POSITIONED = (boards, cards, lists)


def _without(key: str) -> Any:
    """A request rewrite that drops one body key."""
    return lambda body, query: {k: v for k, v in body.items() if k != key} if isinstance(body, dict) else body


def _positions(p: Patcher, bottom: Any = None, top: Any = None, number: Any = None) -> None:
    """Replace `position` in every handler module with one whose bottom, top or number branch is broken."""

    def make(original: Any) -> Any:
        def position(taken: list[float], pos: Any) -> float:
            if bottom and pos in (None, "", "bottom"):
                return bottom(taken)
            if top and pos == "top":
                return top(taken)
            if number and pos not in (None, "", "bottom", "top"):
                return number(taken)
            return original(taken, pos)

        return position

    for module in POSITIONED:
        p.wrap(module, "position", make)


# -- errors ---------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "missing_card_200",
    layer="leaf",
    fault="an unknown card id answers 200 with an empty object",
    rules=["errors.unknown_id.not_found"],
)
def _unknown_card_answers_empty(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, idCard: str, **kw: Any) -> Any:
            return {} if session.get(Card, idCard) is None else original(session, idCard=idCard, **kw)

        return get

    p.wrap(cards, "get_cards_by_id_card", make)


# -- boards ---------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "board_name_shouted", layer="leaf", fault="a new board's name is stored in capitals", rules=["boards.create.stored"]
)
def _board_name_shouted(p: Patcher) -> None:
    p.request("addBoards", lambda body, query: {**body, "name": str(body["name"]).upper()} if body.get("name") else body)


@MUTANTS.mutant(
    "board_unnamed_accepted",
    layer="leaf",
    fault="a board without a name is created as 'Untitled'",
    rules=["boards.create.name_required"],
)
def _board_unnamed_accepted(p: Patcher) -> None:
    p.request("addBoards", lambda body, query: body if body.get("name") else {**body, "name": "Untitled"})


@MUTANTS.mutant(
    "default_lists_always",
    layer="leaf",
    fault="defaultLists=false still creates To Do, Doing and Done",
    rules=["boards.create.default_lists"],
)
def _default_lists_always(p: Patcher) -> None:
    p.request("addBoards", _without("defaultLists"))


@MUTANTS.mutant(
    "board_desc_hidden", layer="leaf", fault="GET /boards/{idBoard} answers an empty desc", rules=["boards.get.fields"]
)
def _board_desc_hidden(p: Patcher) -> None:
    p.respond("getBoardsByIdBoard", lambda body, query: {**body, "desc": ""} if "desc" in body else body)


@MUTANTS.mutant(
    "board_update_ignores_closed", layer="leaf", fault="PUT /boards/{idBoard} ignores closed", rules=["boards.update.fields"]
)
def _board_update_ignores_closed(p: Patcher) -> None:
    p.request("updateBoardsByIdBoard", _without("closed"))


# -- lists ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "list_name_lowercased", layer="leaf", fault="a new list's name is stored in lower case", rules=["lists.create.stored"]
)
def _list_name_lowercased(p: Patcher) -> None:
    p.request(
        "addBoardsListsByIdBoard", lambda body, query: {**body, "name": str(body["name"]).lower()} if body.get("name") else body
    )


@MUTANTS.mutant(
    "list_answers_no_board", layer="leaf", fault="GET /lists/{idList} answers an empty idBoard", rules=["lists.get.fields"]
)
def _list_answers_no_board(p: Patcher) -> None:
    p.respond("getListsByIdList", lambda body, query: {**body, "idBoard": ""} if "idBoard" in body else body)


@MUTANTS.mutant("list_archive_ignored", layer="leaf", fault="PUT /lists/{idList} ignores closed", rules=["lists.update.fields"])
def _list_archive_ignored(p: Patcher) -> None:
    p.request("updateListsByIdList", _without("closed"))


@MUTANTS.mutant(
    "board_lists_by_id", layer="leaf", fault="a board's lists come by id, not by position", rules=["lists.board.order"]
)
def _board_lists_by_id(p: Patcher) -> None:
    p.respond(
        "getBoardsListsByIdBoard", lambda body, query: sorted(body, key=lambda x: x["id"]) if isinstance(body, list) else body
    )


@MUTANTS.mutant(
    "board_lists_closed_means_all",
    layer="leaf",
    fault="filter=closed answers every list, open ones too",
    rules=["lists.board.filter"],
)
def _board_lists_closed_means_all(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, filter: str | None = None, **kw: Any) -> Any:  # noqa: A002
            return original(session, filter="all" if filter == "closed" else filter, **kw)

        return get

    p.wrap(boards, "get_boards_lists_by_id_board", make)


# -- positions ------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "bottom_plus_one", layer="leaf", fault="pos=bottom is the last open position + 1, not + 16384", rules=["positions.bottom"]
)
def _bottom_plus_one(p: Patcher) -> None:
    _positions(p, bottom=lambda taken: (max(taken) if taken else 0.0) + 1)


@MUTANTS.mutant(
    "top_minus_one", layer="leaf", fault="pos=top is the first open position - 1, not half of it", rules=["positions.top"]
)
def _top_minus_one(p: Patcher) -> None:
    _positions(p, top=lambda taken: (min(taken) - 1) if taken else store.STEP)


@MUTANTS.mutant(
    "numeric_pos_goes_bottom",
    layer="leaf",
    fault="a numeric pos is ignored (the card goes last), a negative one too",
    rules=["positions.number"],
)
def _numeric_pos_goes_bottom(p: Patcher) -> None:
    _positions(p, number=lambda taken: (max(taken) if taken else 0.0) + store.STEP)


# -- cards ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant("list_cards_by_id", layer="integration", fault="a list's cards come by id, not by position", rules=["cards.list.order"])
def _list_cards_by_id(p: Patcher) -> None:
    p.respond(
        "getListsCardsByIdList", lambda body, query: sorted(body, key=lambda x: x["id"]) if isinstance(body, list) else body
    )


@MUTANTS.mutant(
    "list_cards_filter_ignored",
    layer="leaf",
    fault="a list's cards ignore filter: archived cards never show",
    rules=["cards.list.filter"],
)
def _list_cards_filter_ignored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, filter: str | None = None, **kw: Any) -> Any:  # noqa: A002, ARG001
            return original(session, **kw)

        return get

    p.wrap(lists, "get_lists_cards_by_id_list", make)


@MUTANTS.mutant(
    "board_cards_by_card_pos",
    layer="leaf",
    fault="a board's cards come by card position alone, lists mixed",
    rules=["cards.board.order"],
)
def _board_cards_by_card_pos(p: Patcher) -> None:
    p.respond(
        "getBoardsCardsByIdBoard",
        lambda body, query: sorted(body, key=lambda x: (x["pos"], x["id"])) if isinstance(body, list) else body,
    )


@MUTANTS.mutant("card_desc_dropped", layer="leaf", fault="POST /cards drops the desc", rules=["cards.create.stored"])
def _card_desc_dropped(p: Patcher) -> None:
    p.request("addCards", _without("desc"))


@MUTANTS.mutant(
    "card_unknown_list_falls_back",
    layer="leaf",
    fault="POST /cards with an unknown idList puts the card on some list",
    rules=["cards.create.list_required"],
)
def _card_unknown_list_falls_back(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def find(session: Any, list_id: Any) -> Any:
            found = session.get(List, list_id) if isinstance(list_id, str) else None
            return found or session.scalars(select(List).order_by(List.id)).first()

        return find

    p.wrap(cards, "_list", make)


@MUTANTS.mutant(
    "card_first_label_only", layer="leaf", fault="idLabels puts only the first label on the card", rules=["cards.create.labels"]
)
def _card_first_label_only(p: Patcher) -> None:
    p.wrap(cards, "_label_ids", lambda original: lambda value: original(value)[:1])


@MUTANTS.mutant(
    "card_label_objects_empty",
    layer="leaf",
    fault="GET /cards/{idCard} answers labels as an empty list",
    rules=["cards.get.labels"],
)
def _card_label_objects_empty(p: Patcher) -> None:
    p.respond("getCardsByIdCard", lambda body, query: {**body, "labels": []} if "labels" in body else body)


@MUTANTS.mutant("card_update_drops_due", layer="leaf", fault="PUT /cards/{idCard} ignores due", rules=["cards.update.fields"])
def _card_update_drops_due(p: Patcher) -> None:
    p.request("updateCardsByIdCard", _without("due"))


@MUTANTS.mutant(
    "move_keeps_pos",
    layer="leaf",
    fault="a card moved to another list keeps its old position instead of going last",
    rules=["cards.move.last"],
)
def _move_keeps_position(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def move(session: Any, card: Card, list_id: Any, pos: Any) -> None:
            kept = card.pos
            original(session, card, list_id, pos)
            if pos is None:
                card.pos = kept

        return move

    p.wrap(cards, "_move", make)


@MUTANTS.mutant(
    "move_keeps_board",
    layer="integration",
    fault="a card moved to another board's list keeps its old idBoard",
    rules=["cards.move.board"],
)
def _move_keeps_old_board(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def move(session: Any, card: Card, list_id: Any, pos: Any) -> None:
            kept = card.id_board
            original(session, card, list_id, pos)
            card.id_board = kept

        return move

    p.wrap(cards, "_move", make)


@MUTANTS.mutant(
    "delete_commented_card_noop",
    layer="leaf",
    fault="deleting a card that has comments answers 200 and deletes nothing",
    rules=["cards.delete.cascade"],
)
def _delete_commented_card_noop(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, idCard: str, **kw: Any) -> Any:
            if session.scalars(select(Action).where(Action.id_card == idCard)).first() is not None:
                return {"_value": None}
            return original(session, idCard=idCard, **kw)

        return delete

    p.wrap(cards, "delete_cards_by_id_card", make)


# -- labels ---------------------------------------------------------------------------------------------------
@MUTANTS.mutant("label_color_ignored", layer="leaf", fault="a new label is always green", rules=["labels.create.stored"])
def _label_color_ignored(p: Patcher) -> None:
    p.request("addBoardsLabelsByIdBoard", lambda body, query: {**body, "color": "green"})


@MUTANTS.mutant("board_labels_by_id", layer="integration", fault="a board's labels come by id, not by name", rules=["labels.board.order"])
def _board_labels_by_id(p: Patcher) -> None:
    p.respond(
        "getBoardsLabelsByIdBoard", lambda body, query: sorted(body, key=lambda x: x["id"]) if isinstance(body, list) else body
    )


@MUTANTS.mutant(
    "label_add_answers_nothing",
    layer="leaf",
    fault="POST /cards/{idCard}/idLabels answers an empty list",
    rules=["labels.card.add"],
)
def _label_add_answers_nothing(p: Patcher) -> None:
    p.respond("addCardsIdLabelsByIdCard", lambda body, query: [] if isinstance(body, list) else body)


@MUTANTS.mutant(
    "label_from_other_board", layer="leaf", fault="a card takes a label of another board", rules=["labels.card.same_board"]
)
def _label_of_any_board(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def attach(session: Any, card: Card, label_id: str) -> None:
            if session.get(Label, label_id) is None:
                raise store.invalid("invalid value for idLabel")
            if session.get(CardLabel, (card.id, label_id)) is None:
                session.add(CardLabel(id_card=card.id, id_label=label_id))

        return attach

    p.wrap(cards, "_attach", make)


@MUTANTS.mutant(
    "unlabel_deletes_label",
    layer="leaf",
    fault="taking a label off a card deletes the label from the board",
    rules=["labels.card.remove"],
)
def _unlabel_deletes_label(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove(session: Any, *, idCard: str, idLabel: str, **kw: Any) -> Any:
            out = original(session, idCard=idCard, idLabel=idLabel, **kw)
            store.LABELS.delete(session, idLabel=idLabel)
            return out

        return remove

    p.wrap(cards, "delete_cards_id_labels_by_id_card_by_id_label", make)


@MUTANTS.mutant(
    "label_delete_keeps_label",
    layer="leaf",
    fault="DELETE /labels/{idLabel} takes it off the cards but keeps the label",
    rules=["labels.delete.cascade"],
)
def _label_delete_keeps_label(p: Patcher) -> None:
    from sqlalchemy import delete

    def make(original: Any) -> Any:
        def remove(session: Any, *, idLabel: str, **kw: Any) -> Any:
            store.LABELS.row(session, {"idLabel": idLabel})
            session.execute(delete(CardLabel).where(CardLabel.id_label == idLabel))
            session.commit()
            return {"_value": None}

        return remove

    p.wrap(labels, "delete_labels_by_id_label", make)


# -- comments -------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "comment_type_wrong", layer="leaf", fault="a comment is answered with type 'comment'", rules=["comments.create.stored"]
)
def _comment_type_wrong(p: Patcher) -> None:
    p.respond("addCardsActionsCommentsByIdCard", lambda body, query: {**body, "type": "comment"} if "type" in body else body)


@MUTANTS.mutant("empty_comment_accepted", layer="leaf", fault="an empty comment is stored", rules=["comments.text_required"])
def _empty_comment_accepted(p: Patcher) -> None:
    p.request("addCardsActionsCommentsByIdCard", lambda body, query: {**body, "text": body.get("text") or " "})


@MUTANTS.mutant("comments_oldest_first", layer="leaf", fault="a card's actions come oldest first", rules=["actions.order"])
def _actions_oldest_first(p: Patcher) -> None:
    p.respond("getCardsActionsByIdCard", lambda body, query: list(reversed(body)) if isinstance(body, list) else body)


@MUTANTS.mutant(
    "comment_dated_by_wall_clock",
    layer="leaf",
    fault="a comment is dated by the wall clock, not the frozen one",
    rules=["dates.clock"],
)
def _comment_dated_by_wall_clock(p: Patcher) -> None:
    p.wrap(cards, "iso_now", lambda original: lambda: datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"))


# -- badges ---------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "comment_badge_stale",
    layer="integration",
    fault="a new comment leaves the card's comment badge as it was",
    rules=["badges.comments"],
)
def _comment_not_counted(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def comment(session: Any, *, idCard: str, **kw: Any) -> Any:
            out = original(session, idCard=idCard, **kw)
            card = session.get(Card, idCard)
            card.badge_comments -= 1
            session.commit()
            return out

        return comment

    p.wrap(cards, "add_cards_actions_comments_by_id_card", make)


@MUTANTS.mutant(
    "checked_items_not_counted",
    layer="leaf",
    fault="checkItemsChecked stops counting checked items",
    rules=["badges.check_items"],
)
def _checked_items_not_counted(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def refresh(session: Any, card: Card) -> None:
            original(session, card)
            card.badge_check_items_checked = 0

        return refresh

    p.wrap(checklists, "refresh_check_badges", make)


# -- checklists -----------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "checklist_name_ignored",
    layer="leaf",
    fault="a new checklist is always named 'Checklist'",
    rules=["checklists.create.stored"],
)
def _checklist_name_ignored(p: Patcher) -> None:
    p.request("addCardsChecklistsByIdCard", _without("name"))


@MUTANTS.mutant(
    "item_checked_ignored", layer="leaf", fault="a new item is incomplete even with checked=true", rules=["checklists.items.add"]
)
def _item_checked_ignored(p: Patcher) -> None:
    p.request("addChecklistsCheckItemsByIdChecklist", _without("checked"))


@MUTANTS.mutant(
    "checklist_states_lost",
    layer="leaf",
    fault="a card's checklists answer every item incomplete",
    rules=["checklists.card.list"],
)
def _checklist_states_lost(p: Patcher) -> None:
    def rewrite(body: Any, query: Any) -> Any:
        if not isinstance(body, list):
            return body
        return [{**c, "checkItems": [{**i, "state": "incomplete"} for i in c.get("checkItems", [])]} for c in body]

    p.respond("getCardsChecklistsByIdCard", rewrite)


# -- UI -------------------------------------------------------------------------------------------------------
# The board page reads a board's cards as an empty list: columns stand, no card in them.
NO_CARDS = r"""<script>(() => {
  const fetch0 = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (/\/boards\/[^/]+\/cards(\?|$)/.test(url)) return Promise.resolve(new Response("[]", {headers: {"content-type": "application/json"}}));
    return fetch0(input, init);
  };
})();</script>"""


@MUTANTS.mutant("ui_board_hides_cards", layer="root", fault="the board's columns show no cards", rules=["ui.board.columns"])
def _ui_board_hides_cards(p: Patcher) -> None:
    p.page(NO_CARDS)


@MUTANTS.mutant(
    "ui_add_card_noop", layer="root", fault="the Add card form reloads the board without saving", rules=["ui.board.add_card"]
)
def _ui_add_card_discarded(p: Patcher) -> None:
    p.page(forms_ignored())


@MUTANTS.mutant("ui_label_box_inert", layer="root", fault="ticking a label's checkbox does nothing", rules=["ui.card.labels"])
def _ui_label_box_inert(p: Patcher) -> None:
    p.page("<script>document.addEventListener('change', e => e.stopImmediatePropagation(), true);</script>")


# The card page reads its card once and serves that first answer again: what is stored moves on, the chips do not.
STALE_CARD = replay_first_get(r"/\/cards\/[^/?]+(\?|$)/")


@MUTANTS.mutant(
    "ui_label_chips_stale",
    layer="root",
    fault="ticking a label stores it and announces it, but the card's chips keep the labels it had on load",
    rules=["ui.card.labels"],
)
def _ui_label_chips_stale(p: Patcher) -> None:
    p.page(STALE_CARD)


# -- the older mutants, once switches inside the handlers, as patches from outside ----------------------------
@MUTANTS.mutant("add_card_wrong_status", layer="leaf", fault="POST /cards answers 201 instead of 200")
def _add_card_wrong_status(p: Patcher) -> None:
    from fastapi.responses import JSONResponse

    p.wrap(cards, "add_cards", lambda original: lambda session, **kw: JSONResponse(original(session, **kw), status_code=201))


@MUTANTS.mutant("top_goes_bottom", layer="leaf", fault="pos=top puts a new card at the bottom", rules=["positions.top"])
def _top_goes_bottom(p: Patcher) -> None:
    _positions(p, top=lambda taken: (max(taken) if taken else 0.0) + store.STEP)


@MUTANTS.mutant(
    "list_cards_by_name", layer="leaf", fault="a list's cards come sorted by name, not position", rules=["cards.list.order"]
)
def _list_cards_by_name(p: Patcher) -> None:
    p.respond(
        "getListsCardsByIdList", lambda body, query: sorted(body, key=lambda x: x["name"]) if isinstance(body, list) else body
    )


@MUTANTS.mutant(
    "board_lists_include_closed",
    layer="leaf",
    fault="a board's lists include archived ones by default",
    rules=["lists.board.filter"],
)
def _board_lists_include_closed(p: Patcher) -> None:
    p.wrap(boards, "_filtered", lambda original: lambda rows, filter_: rows)


@MUTANTS.mutant(
    "delete_card_keeps_checklists",
    layer="leaf",
    fault="deleting a card that has checklists answers 200 and deletes nothing",
    rules=["cards.delete.cascade"],
)
def _delete_card_keeps_checklists(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, idCard: str, **kw: Any) -> Any:
            if session.scalars(select(Checklist).where(Checklist.id_card == idCard)).first() is not None:
                return {"_value": None}
            return original(session, idCard=idCard, **kw)

        return delete

    p.wrap(cards, "delete_cards_by_id_card", make)


@MUTANTS.mutant(
    "no_default_lists",
    layer="leaf",
    fault="a new board gets no To Do / Doing / Done lists",
    rules=["boards.create.default_lists"],
)
def _no_default_lists(p: Patcher) -> None:
    p.request("addBoards", lambda body, query: {**body, "defaultLists": "false"})


@MUTANTS.mutant(
    "check_badge_stale",
    layer="leaf",
    fault="adding a checklist item does not update the card's badges",
    rules=["badges.check_items"],
)
def _check_badge_stale(p: Patcher) -> None:
    p.wrap(checklists, "refresh_check_badges", lambda original: lambda session, card: None)


@MUTANTS.mutant("ui_first_list_only", layer="visual", fault="the UI renders only a board's first list")
def _ui_first_list_only(p: Patcher) -> None:
    p.page("<style>.column~.column{display:none}</style>")


# -- UI faults while the API stays right: a stale panel, a list not re-rendered, a route that does not render -------


@MUTANTS.mutant(
    "ui_board_cards_stale",
    layer="root",
    fault="after Add card the board re-renders from the cards it read on load: the card is stored, the column misses it",
    rules=["ui.board.column_count", "ui.board.add_card"],
)
def _ui_board_cards_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/boards\/[^/]+\/cards(\?|$)/"))


@MUTANTS.mutant(
    "ui_card_link_no_render",
    layer="root",
    fault="following a card's link on the board changes the address but leaves the board on screen",
    rules=["ui.board.open_card"],
)
def _ui_card_link_no_render(p: Patcher) -> None:
    p.page(link_moves_without_render('a[href^="/c/"]'))


@MUTANTS.mutant(
    "ui_checklists_panel_stale",
    layer="root",
    fault="the card's checklists panel keeps the checklists it read on load: a new checklist is stored but not shown",
    rules=["ui.card.checklists"],
)
def _ui_checklists_panel_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/cards\/[^/]+\/checklists(\?|$)/"))


@MUTANTS.mutant(
    "ui_board_labels_stale",
    layer="root",
    fault="after Create label the labels page re-renders from the labels it read on load: the label is stored, not listed",
    rules=["ui.board.labels"],
)
def _ui_board_labels_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/boards\/[^/]+\/labels(\?|$)/"))


# -- security: the kit's insecure mutants, and this app's own read-only faults (the one member may change everything) --
insecure.register(MUTANTS, "trello")
# No ownership mutant: the brief is for one member and names nothing she may not change, so no foreign resource.


@MUTANTS.mutant(
    "insecure_comment_creator_from_body",
    layer="security",
    fault="a comment takes the idMemberCreator the client sends (a comment written as another member)",
    rules=["security.fields.read_only"],
)
def _insecure_comment_creator_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        creator = (body or {}).get("idMemberCreator")
        if isinstance(creator, str) and isinstance(out, dict) and out.get("id"):
            session.get(Action, out["id"]).id_member_creator = creator
            session.commit()
            out = {**out, "idMemberCreator": creator}
        return out

    p.after(cards, "add_cards_actions_comments_by_id_card", forge)


@MUTANTS.mutant(
    "insecure_card_board_from_body",
    layer="security",
    fault="a new card takes the idBoard the client sends instead of its list's board (a card filed under another board)",
    rules=["security.fields.read_only"],
)
def _insecure_card_board_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        board = (body or {}).get("idBoard")
        if isinstance(board, str) and isinstance(out, dict) and out.get("id"):
            card = session.get(Card, out["id"])
            card.id_board = board
            session.commit()
            out = store.card_resource(card, session)
        return out

    p.after(cards, "add_cards", forge)
