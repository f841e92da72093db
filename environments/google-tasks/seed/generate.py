"""Rebuild seed.json: three synthetic task lists, byte-identical on every run (fixed data, fixed clock).

Run: python environments/google-tasks/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
NOW = "2026-01-15T09:00:00.000Z"
LISTS = [("list-home", "Home", "2026-01-10T08:00:00.000Z"), ("list-work", "Work", "2026-01-12T08:00:00.000Z"),
         ("list-trip", "Lisbon trip", "2026-01-14T08:00:00.000Z")]
# Last year's packing list, done and cleared: hidden, so only showHidden=true lists them, and with them the trip list
# holds more than 100 tasks, enough to show the page size cap (maxResults at most 100) and the default of 20. They come
# first among the trip's top-level tasks, so the open ones at the end can be moved or deleted without shifting them.
ARCHIVE = [(f"t-trip-old-{n:03d}", "list-trip", f"Packed item {n}", "", None, "2025-06-01T10:00:00.000Z", None, True)
           for n in range(1, 101)]
# (id, list, title, notes, due, completed-at or None, parent, hidden)
TASKS = [
    ("t-home-1", "list-home", "Buy groceries", "Milk, eggs, coffee", "2026-01-16T00:00:00.000Z", None, None, False),
    ("t-home-2", "list-home", "Milk", "", None, None, "t-home-1", False),
    ("t-home-3", "list-home", "Eggs", "", None, "2026-01-14T18:00:00.000Z", "t-home-1", False),
    ("t-home-4", "list-home", "Call the plumber", "Kitchen sink", "2026-01-15T00:00:00.000Z", None, None, False),
    ("t-home-5", "list-home", "Pay electricity bill", "", "2026-01-20T00:00:00.000Z", "2026-01-13T09:30:00.000Z", None, False),
    ("t-home-6", "list-home", "Return library books", "", "2026-01-18T00:00:00.000Z", None, None, False),
    ("t-work-1", "list-work", "Draft the Q4 report", "Revenue section first", "2026-01-17T00:00:00.000Z", None, None, False),
    ("t-work-2", "list-work", "Collect numbers from Dana", "", None, "2026-01-12T15:00:00.000Z", "t-work-1", False),
    ("t-work-3", "list-work", "Write the summary", "", None, None, "t-work-1", False),
    ("t-work-4", "list-work", "Book the offsite venue", "", "2026-01-30T00:00:00.000Z", None, None, False),
    ("t-work-5", "list-work", "Submit expenses", "", "2026-01-10T00:00:00.000Z", "2026-01-09T10:00:00.000Z", None, True),
    ("t-work-6", "list-work", "Review Apollo risks", "With Oluwaseun", "2026-01-22T00:00:00.000Z", None, None, False),
    *ARCHIVE,
    ("t-trip-1", "list-trip", "Renew passport", "", "2026-01-25T00:00:00.000Z", None, None, False),
    ("t-trip-2", "list-trip", "Book hotel", "Near the river", "2026-01-20T00:00:00.000Z", "2026-01-14T20:00:00.000Z", None, False),
    ("t-trip-3", "list-trip", "Pack bags", "", "2026-02-01T00:00:00.000Z", None, None, False),
]


def build() -> dict:
    positions: dict[tuple[str, str | None], int] = {}
    tasks = []
    for tid, lid, title, notes, due, done, parent, hidden in TASKS:
        key = (lid, parent)
        positions[key] = positions.get(key, -1) + 1
        tasks.append({"id": tid, "tasklist": lid, "title": title, "notes": notes, "status": "completed" if done else "needsAction",
                      "due": due, "completed": done, "parent": parent, "position": positions[key], "hidden": hidden,
                      "updated": done or "2026-01-11T08:00:00.000Z"})
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "generator": "python environments/google-tasks/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 100}],
            "tasklists": [{"id": i, "title": t, "updated": u} for i, t, u in LISTS],
            "tasks": sorted(tasks, key=lambda t: t["id"]),
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/google-tasks/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
