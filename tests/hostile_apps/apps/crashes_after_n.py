"""Serves ten requests, then the process dies mid-run."""

import os

from notes_base import NOTES, Handler, serve


class Crashing(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if NOTES.requests > 10:
            os._exit(1)
        return False


serve(Crashing)
