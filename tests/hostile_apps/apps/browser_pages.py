"""A hostile app for the browser layer: the state protocol is fine, the page at / is not (BROWSER_MODE says how).

OTHER_URL names a second server the page tries to reach; the tests check it never hears from the browser.
Run as `python browser_pages.py PORT`; standard library only, so it starts in a blink.
"""

from __future__ import annotations

import json
import os
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODE = os.environ.get("BROWSER_MODE", "good")
OTHER = os.environ.get("OTHER_URL", "http://127.0.0.1:9")
WELCOME = "<h1>Welcome</h1><p>Notes for today</p><button>Write</button><button>Refresh</button>"
STATE = {"tables": {"tags": [{"name": "work"}], "notes": [{"id": "n1", "title": "Buy milk", "tag": "work"}]}}

PAGES = {
    "good": WELCOME,
    "hidden_heading": WELCOME + "<style>h1 { opacity: 0 }</style>",  # the words are in the DOM, not on screen
    "redirect": None,  # / answers 302 to the other server
    "location": WELCOME + f"<script>location.href = '{OTHER}/location'</script>",
    "subresources": WELCOME
    + f"<img src='{OTHER}/img.png'><iframe src='{OTHER}/frame'></iframe><script>fetch('{OTHER}/fetch').catch(() => 0)</script>",
    "hop": WELCOME + "<img src='/hop'>",  # a same-origin image that redirects to the other server
    "file": WELCOME
    + "<iframe src='file:///etc/hostname'></iframe><script>setTimeout(() => location.href = 'file:///etc/hostname', 50)</script>",
    "busy_loop": WELCOME + "<script>while (true) {}</script>",
    "busy_after_load": WELCOME + "<script>setTimeout(() => { while (true) {} }, 200)</script>",
    "dialogs": WELCOME + "<script>alert('you won'); confirm('really?')</script>",
    "popup": WELCOME + "<script>window.open('/popup')</script>",
}


class Handler(BaseHTTPRequestHandler):
    visits = 0  # GET / so far (flaky_once)

    def log_message(self, *args: object) -> None:
        pass

    def _send(self, status: int, body: bytes, ctype: str = "text/html", headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("content-type", ctype)
        self.send_header("content-length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length") or 0))
        self._send(200, b'{"ok": true}', "application/json")

    def do_GET(self) -> None:
        if self.path == "/api/state":
            return self._send(200, json.dumps(STATE).encode(), "application/json")
        if self.path == "/hop" or (self.path == "/" and MODE == "redirect"):
            return self._send(302, b"", headers={"location": f"{OTHER}/redirected"})
        if self.path != "/":
            return self._send(200, WELCOME.encode())
        if MODE == "huge":  # 50 MB of text
            return self._send(200, b"<h1>Welcome</h1><p>" + b"lorem ipsum " * (50 * 1024 * 1024 // 12) + b"</p>")
        if MODE == "never_loads":  # headers and a first chunk, then nothing, connection held open
            self.send_response(200)
            self.send_header("content-type", "text/html")
            self.send_header("content-length", "1000000")
            self.end_headers()
            self.wfile.write(WELCOME.encode())
            self.wfile.flush()
            time.sleep(120)
            return None
        if MODE == "flaky_once":  # the first visit finds the page still loading, every later one the page
            Handler.visits += 1
            return self._send(200, (b"<h1>Loading</h1>" if Handler.visits == 1 else WELCOME.encode()))
        return self._send(200, PAGES[MODE].encode())


if __name__ == "__main__":
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
    server.daemon_threads = True
    server.serve_forever()
