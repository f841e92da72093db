"""Rebuild seed.json: two synthetic Trello boards, byte-identical on every run (fixed data, fixed clock).

Run: python environments/trello/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
STEP = 16384  # Trello spaces positions this far apart
BOARDS = [("b-roadmap", "Product roadmap", "What ships this quarter", False), ("b-home", "Home renovation", "", False)]
# (id, board, name, closed); positions follow the order here, per board
LISTS = [
    ("l-todo", "b-roadmap", "To Do", False),
    ("l-doing", "b-roadmap", "Doing", False),
    ("l-done", "b-roadmap", "Done", False),
    ("l-ideas", "b-roadmap", "Ideas", True),
    ("l-buy", "b-home", "To buy", False),
    ("l-home-done", "b-home", "Done", False),
]
LABELS = [
    ("lb-bug", "b-roadmap", "Bug", "red"),
    ("lb-feature", "b-roadmap", "Feature", "green"),
    ("lb-urgent", "b-roadmap", "Urgent", "orange"),
    ("lb-diy", "b-home", "DIY", "blue"),
]
# (id, list, name, desc, closed, due, labels); positions follow the order here, per list
CARDS = [
    ("c-1", "l-todo", "Design the login page", "Mock-ups in Figma first", False, "2026-01-20T17:00:00.000Z", ["lb-feature"]),
    ("c-2", "l-todo", "Fix the signup crash", "Crashes on a long e-mail address", False, "2026-01-16T17:00:00.000Z",
     ["lb-bug", "lb-urgent"]),
    ("c-3", "l-todo", "Write API docs", "", False, None, []),
    ("c-4", "l-doing", "Set up CI", "Lint, tests, deploy", False, None, ["lb-feature"]),
    ("c-5", "l-doing", "Migrate the database", "", False, "2026-01-18T17:00:00.000Z", []),
    ("c-6", "l-done", "Release 0.9", "", False, None, []),
    ("c-7", "l-done", "Old prototype", "Superseded", True, None, []),
    ("c-8", "l-buy", "Paint for the hall", "Off-white, 5 litres", False, None, ["lb-diy"]),
    ("c-9", "l-buy", "New bathroom tiles", "", False, "2026-02-01T12:00:00.000Z", []),
    ("c-10", "l-home-done", "Fix the kitchen tap", "", False, None, ["lb-diy"]),
]
CHECKLISTS = [("cl-1", "c-4", "CI steps", [("ci-1", "Lint", True), ("ci-2", "Tests", False), ("ci-3", "Deploy", False)])]
# (id, card, text, date)
COMMENTS = [
    ("a-1", "c-2", "Seen on Android too", "2026-01-13T10:00:00.000Z"),
    ("a-2", "c-2", "Stack trace attached", "2026-01-14T16:30:00.000Z"),
    ("a-3", "c-5", "Needs a maintenance window", "2026-01-12T09:15:00.000Z"),
]
MEMBER = "m-ada"
ACTIVITY = "2026-01-14T16:30:00.000Z"


def build() -> dict:
    lists, cards, card_labels = [], [], []
    per_board: dict[str, int] = {}
    for lid, board, name, closed in LISTS:
        per_board[board] = per_board.get(board, 0) + 1
        lists.append({"id": lid, "id_board": board, "name": name, "closed": closed, "pos": float(per_board[board] * STEP)})
    board_of = {lid: board for lid, board, _, _ in LISTS}
    per_list: dict[str, int] = {}
    items = {cid: its for _, cid, _, its in CHECKLISTS}
    for cid, lid, name, desc, closed, due, labels in CARDS:
        per_list[lid] = per_list.get(lid, 0) + 1
        its = items.get(cid, [])
        cards.append({
            "id": cid, "id_board": board_of[lid], "id_list": lid, "name": name, "desc": desc, "closed": closed,
            "pos": float(per_list[lid] * STEP), "due": due, "date_last_activity": ACTIVITY,
            "badge_comments": sum(1 for c in COMMENTS if c[1] == cid),
            "badge_check_items": len(its), "badge_check_items_checked": sum(1 for i in its if i[2]),
        })
        card_labels += [{"id_card": cid, "id_label": label} for label in labels]
    checklists, check_items = [], []
    for i, (clid, cid, name, its) in enumerate(CHECKLISTS):
        checklists.append({"id": clid, "id_card": cid, "name": name, "pos": float((i + 1) * STEP)})
        for j, (iid, iname, done) in enumerate(its):
            check_items.append({"id": iid, "id_checklist": clid, "name": iname, "state": "complete" if done else "incomplete",
                                "pos": float((j + 1) * STEP)})
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "generator": "python environments/trello/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 100}],
            "boards": [{"id": i, "name": n, "desc": d, "closed": c} for i, n, d, c in BOARDS],
            "lists": lists,
            "labels": [{"id": i, "id_board": b, "name": n, "color": c} for i, b, n, c in LABELS],
            "cards": cards,
            "card_labels": sorted(card_labels, key=lambda x: (x["id_card"], x["id_label"])),
            "checklists": checklists,
            "check_items": check_items,
            "actions": [{"id": i, "id_card": c, "type": "commentCard", "text": t, "date": d, "id_member_creator": MEMBER}
                        for i, c, t, d in COMMENTS],
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/trello/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
