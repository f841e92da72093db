"""At its 8th request the app is reset by "someone else" (the seed restored, the epoch moved), as a second verifier would."""

from notes_base import NOTES, Handler, serve


class ResetByOther(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if NOTES.requests == 8:
            NOTES.restore()
            NOTES.epoch += 1
        return False


serve(ResetByOther)
