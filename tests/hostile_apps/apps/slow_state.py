"""GET /api/state takes 1.5 s every time: slow, but it answers."""

import time

from notes_base import Handler, serve


class Slow(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if path == "/api/state":
            time.sleep(1.5)
        return False


serve(Slow)
