"""Deliberately broken variants of the gold trello app, switched on by FGB_MUTANT=<name>."""

from ...kit.mutants import Mutants

MUTANTS = Mutants(
    "trello",
    {
        "add_card_wrong_status": {"layer": "leaf", "fault": "POST /cards answers 201 instead of 200"},
        "top_goes_bottom": {"layer": "leaf", "fault": "pos=top puts a new card at the bottom"},
        "list_cards_by_name": {"layer": "leaf", "fault": "a list's cards come sorted by name, not position"},
        "board_lists_include_closed": {"layer": "leaf", "fault": "a board's lists include archived ones by default"},
        "delete_card_keeps_checklists": {"layer": "leaf", "fault": "deleting a card leaves its checklists behind"},
        "label_from_other_board": {"layer": "leaf", "fault": "a card accepts a label of another board"},
        "comments_oldest_first": {"layer": "leaf", "fault": "a card's actions come oldest first"},
        "no_default_lists": {"layer": "leaf", "fault": "a new board gets no To Do / Doing / Done lists"},
        "missing_card_200": {"layer": "leaf", "fault": "an unknown card id answers 200 with an empty object"},
        "comment_badge_stale": {"layer": "integration", "fault": "commenting does not update the card's comment badge"},
        "check_badge_stale": {"layer": "integration", "fault": "adding a checklist item does not update the card's badges"},
        "move_keeps_board": {"layer": "integration", "fault": "moving a card to another board's list keeps its old idBoard"},
        "move_keeps_pos": {
            "layer": "integration",
            "fault": "moving a card with idList keeps its old position instead of going last",
        },
        "ui_add_card_noop": {"layer": "root", "fault": "the UI's Add card form reloads the board without saving"},
        "ui_first_list_only": {"layer": "visual", "fault": "the UI renders only a board's first list"},
    },
)


# What each UI mutant adds to index.html (see Mutants.inject).
UI_SNIPPETS = {
    "ui_add_card_noop": "<script>document.addEventListener('submit', e => { e.preventDefault(); e.stopImmediatePropagation(); }, true);</script>",
    "ui_first_list_only": "<style>.column~.column{display:none}</style>",
}


def transform_index(html: str) -> str:
    return MUTANTS.inject(html, UI_SNIPPETS)
