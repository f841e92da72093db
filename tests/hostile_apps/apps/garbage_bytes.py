"""GET /api/notes answers raw bytes that are not HTTP at all."""

from notes_base import Handler, serve


class Garbage(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            self.wfile.write(b"\x00\xff\xfe garbage \x01\x02 not http\r\n\r\n")
            self.close_connection = True
            return True
        return False


serve(Garbage)
