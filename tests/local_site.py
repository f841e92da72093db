"""A page and a slow JSON answer at /slow, served on 127.0.0.1 for browser tests of how long a page waits for a fetch."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@contextmanager
def local_site(page: bytes, slow_body: bytes, slow_s: float) -> Iterator[str]:
    """Serve `page` at every path but /slow, which answers `slow_body` (JSON) after slow_s; yields the origin."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the http.server API)
            if self.path == "/slow":
                time.sleep(slow_s)
                body, kind = slow_body, "application/json"
            else:
                body, kind = page, "text/html"
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
