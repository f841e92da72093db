"""GET /api/notes never answers (the thread sleeps an hour)."""

import time

from notes_base import Handler, serve


class Hanging(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            time.sleep(3600)
            return True
        return False


serve(Hanging)
