"""A correct app whose GET /api/state is 6 MB: the same state, padded with JSON whitespace (valid, just large)."""

import json

from notes_base import NOTES, Handler, serve


class Big(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/state"):
            self.send_raw(200, json.dumps(NOTES.state()).encode() + b" " * 6_000_000)
            return True
        return False


serve(Big)
