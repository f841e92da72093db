"""GET /api/state carries a table named with a \\x01 control character (illegal in XML), changed on every create."""

from notes_base import NOTES, Handler, serve

TABLE = "audit\x01log"


class ControlTable(Handler):
    def create(self, payload: dict) -> dict:
        note = super().create(payload)
        NOTES.tables.setdefault(TABLE, []).append({"id": note["id"], "what": "created \x01\x1b[31m"})
        return note


serve(ControlTable)
