"""GET /api/state lists rows in primary-key order right after a reset, and in reverse once anything was written."""

import copy

from notes_base import NOTES, SEED, serve

served = NOTES.state


def state() -> dict:
    found = served()
    if found["tables"]["notes"] != sorted(copy.deepcopy(SEED["tables"]["notes"]), key=lambda r: r["id"]):
        found["tables"] = {name: rows[::-1] for name, rows in found["tables"].items()}
    return found


NOTES.state = state
serve()
