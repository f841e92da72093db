"""GET /api/notes answers 40 MB of JSON."""

from notes_base import Handler, serve

HUGE = b'{"notes": [' + b'{"id": "x", "title": "y"},' * 1_500_000 + b'{"id": "z", "title": "z"}]}'


class Huge(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            self.send_raw(200, HUGE)
            return True
        return False


serve(Huge)
