"""New notes get an id with a lone surrogate (JSON "\\ud800"), which the verifier reuses in a path."""

from notes_base import Handler, serve


class Surrogate(Handler):
    def create(self, payload: dict) -> dict:
        note = super().create(payload)
        note["id"] = "\ud800" + note["id"]  # json.dumps writes it as the escape \ud800
        return note


serve(Surrogate)
