"""GET /api/state carries a table whose name holds a lone surrogate, and it changes on every create."""

from notes_base import NOTES, Handler, serve

TABLE = "audit\ud800"


class SurrogateTable(Handler):
    def create(self, payload: dict) -> dict:
        note = super().create(payload)
        NOTES.tables.setdefault(TABLE, []).append({"id": note["id"], "what": "created \udfff"})
        return note


serve(SurrogateTable)
