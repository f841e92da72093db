"""GET /api/notes starts a chunked answer and never finishes it (a byte every 0.2 s, forever)."""

import time

from notes_base import Handler, serve


class NeverEnding(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/api/notes"):
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("transfer-encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"1\r\n[\r\n")
            while True:
                self.wfile.write(b"1\r\n \r\n")
                self.wfile.flush()
                time.sleep(0.2)
        return False


serve(NeverEnding)
