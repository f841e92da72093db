"""POST /api/notes answers 201 with a note but stores nothing: the state shows the lie."""

from notes_base import Handler, serve


class Lying(Handler):
    def create(self, payload: dict) -> dict:
        return {"id": "new1", "title": payload.get("title"), "tag": payload.get("tag"), "created": "2026-01-15T09:00:01Z"}


serve(Lying)
