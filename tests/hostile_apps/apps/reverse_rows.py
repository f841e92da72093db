"""GET /api/state lists every table's rows in reverse primary-key order."""

from notes_base import NOTES, serve

served = NOTES.state


def state() -> dict:
    found = served()
    found["tables"] = {name: rows[::-1] for name, rows in found["tables"].items()}
    return found


NOTES.state = state
serve()
