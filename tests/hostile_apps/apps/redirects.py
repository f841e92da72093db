"""GET /api/notes redirects to another host (a verifier must not follow it)."""

from notes_base import Handler, serve


class Redirecting(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            self.send_response(302)
            self.send_header("location", "http://127.0.0.1:9/steal")
            self.send_header("content-length", "0")
            self.end_headers()
            return True
        return False


serve(Redirecting)
