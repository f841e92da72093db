"""GET /api/notes promises 1000 bytes, sends 10, and closes the connection."""

from notes_base import Handler, serve


class Closing(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", "1000")
            self.end_headers()
            self.wfile.write(b'{"notes": ')
            self.wfile.flush()
            self.close_connection = True
            return True
        return False


serve(Closing)
