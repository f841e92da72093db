"""A correct notes app on the standard library; each hostile app in this folder bends one behaviour of it.

Run: python <app>.py PORT [TOKEN]  (TOKEN only marks the processes so a test can find leftovers).
"""

from __future__ import annotations

import copy
import json
import sys
import threading
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

sys.path.insert(0, str(Path(__file__).parents[2] / "fixtures" / "apps"))
from sqlite_tables import load, save  # noqa: E402

SEED = json.loads((Path(__file__).parents[2] / "fixtures/environments/notes/seed/seed.json").read_text())


class Notes:
    """The app's data, the state protocol's reset counter, and how many requests it served."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = datetime.fromisoformat(SEED["now"].replace("Z", "+00:00"))  # the frozen clock the last reset set
        self.epoch = 0
        self.requests = 0
        self.restore()
        self.tables.update(load() or {})  # what an earlier process stored in DATABASE_URL: a restart keeps it

    def restore(self) -> None:
        self.tables = copy.deepcopy(SEED["tables"])
        self.counter = 0

    def state(self) -> dict:
        extra = {k: v for k, v in self.tables.items() if k not in ("tags", "notes")}
        tables = {
            "tags": sorted(self.tables["tags"], key=lambda r: r["name"]),
            "notes": sorted(self.tables["notes"], key=lambda r: r["id"]),
        }
        return {"tables": {**tables, **extra}, "epoch": self.epoch}


NOTES = Notes()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def send_json(self, status: int, payload: object) -> None:
        self.send_raw(status, json.dumps(payload).encode())

    def send_raw(self, status: int, body: bytes, content_type: str = "application/json") -> None:
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def body(self) -> dict:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw) if raw.strip() else {}

    def do_GET(self) -> None:
        self.route("GET")

    def do_POST(self) -> None:
        self.route("POST")
        self.persist()

    def do_DELETE(self) -> None:
        self.route("DELETE")
        self.persist()

    def persist(self) -> None:
        with NOTES.lock:
            save(NOTES.tables)

    def route(self, method: str) -> None:
        url = urlsplit(self.path)
        with NOTES.lock:
            NOTES.requests += 1
        if self.intercept(method, url.path):
            return
        payload = self.body() if method == "POST" else {}
        if (method, url.path) == ("POST", "/api/reset"):
            NOTES.restore()
            NOTES.now = datetime.fromisoformat((payload.get("now") or SEED["now"]).replace("Z", "+00:00"))
            NOTES.epoch += 1
            return self.send_json(200, {"ok": True, "epoch": NOTES.epoch})
        if (method, url.path) == ("GET", "/api/state"):
            return self.send_json(200, NOTES.state())
        if (method, url.path) == ("GET", "/api/notes"):
            notes = sorted(NOTES.tables["notes"], key=lambda n: n["created"], reverse=True)
            tag = parse_qs(url.query).get("tag")
            return self.send_json(200, {"notes": [n for n in notes if not tag or n["tag"] == tag[0]]})
        if (method, url.path) == ("POST", "/api/notes"):
            return self.send_json(201, self.create(payload))
        if url.path.startswith("/api/notes/"):
            note_id = url.path.rsplit("/", 1)[1]
            found = [n for n in NOTES.tables["notes"] if n["id"] == note_id]
            if method == "GET":
                return self.send_json(200, found[0]) if found else self.send_json(404, {"error": "not found"})
            if method == "DELETE":
                NOTES.tables["notes"] = [n for n in NOTES.tables["notes"] if n["id"] != note_id]
                return self.send_raw(204, b"")
        self.send_json(404, {"error": "not found"})

    def create(self, payload: dict) -> dict:
        NOTES.counter += 1
        note = {
            "id": f"new{NOTES.counter}",
            "title": payload.get("title"),
            "tag": payload.get("tag"),
            "created": (NOTES.now + timedelta(seconds=NOTES.counter)).isoformat().replace("+00:00", "Z"),
        }
        NOTES.tables["notes"].append(note)
        return note

    def intercept(self, method: str, path: str) -> bool:
        """A hostile app answers here instead (True) or lets the correct app answer (False)."""
        return False

    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(handler: type[BaseHTTPRequestHandler] = Handler) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), handler)
    server.daemon_threads = True
    server.serve_forever()


if __name__ == "__main__":
    serve()
