"""The baseline app: serves only the state protocol over an environment's seed and answers 404 to everything else.

It is what "an agent that built nothing" looks like to the verifier; its leaf and mid scores must be near 0.
Run: python -m forgingground.engine.empty_app ENV_DIR --port 8000
"""

from __future__ import annotations

import argparse
import json
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def make_handler(seed: dict) -> type[BaseHTTPRequestHandler]:
    tables = seed["tables"]
    epoch = [0]  # resets served so far (the state protocol's optional reset counter)

    class Handler(BaseHTTPRequestHandler):
        def _send(self, status: int, body: bytes) -> None:
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _drain(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            if length:
                self.rfile.read(length)

        def do_GET(self) -> None:
            if self.path.split("?")[0] == "/api/state":
                self._send(200, json.dumps({"tables": tables, "epoch": epoch[0]}).encode())
            else:
                self._send(404, b'{"error": "not found"}')

        def do_POST(self) -> None:
            self._drain()
            if self.path == "/api/reset":
                epoch[0] += 1
                self._send(200, json.dumps({"ok": True, "epoch": epoch[0]}).encode())
            else:
                self._send(404, b'{"error": "not found"}')

        def _not_found(self) -> None:
            self._drain()
            self._send(404, b'{"error": "not found"}')

        do_PUT = do_PATCH = do_DELETE = _not_found

        def log_message(self, format: str, *args: object) -> None:
            pass

    return Handler


def by_primary_key(tables: dict[str, list[dict]], keys: dict[str, list[str]]) -> dict[str, list[dict]]:
    """Each table's rows in primary-key order, as the state protocol serves them (numbers as numbers)."""

    def ordered(rows: list[dict], pk: list[str]) -> list[dict]:
        def key(row: dict) -> tuple:
            return tuple((0, v, "") if isinstance(v, int | float) else (1, 0, str(v)) for v in (row.get(c) for c in pk))

        return sorted(rows, key=key)

    return {t: ordered(rows, keys.get(t, [])) for t, rows in tables.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m forgingground.engine.empty_app", description=__doc__)
    parser.add_argument("env_dir", type=Path, help="the environment folder whose seed the app serves")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args(argv)
    seed = json.loads((args.env_dir / "seed" / "seed.json").read_text())
    contract = json.loads((args.env_dir / "contract.json").read_text())
    seed["tables"] = by_primary_key(seed["tables"], {e["table"]: e["primary_key"] for e in contract.get("entities") or []})
    server = ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(seed))
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
