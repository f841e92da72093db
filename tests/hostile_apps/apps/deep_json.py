"""GET /api/notes answers JSON nested 200,000 deep."""

from notes_base import Handler, serve

DEEP = b"[" * 200_000 + b"]" * 200_000


class Deep(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            self.send_raw(200, DEEP)
            return True
        return False


serve(Deep)
