"""A reverse proxy in front of an app under test: forwards everything, rewrites the contract's JSON responses.

    verifier / browser -> EquivalenceProxy (127.0.0.1:<free port>) -> app

Only responses to requests that match a contract endpoint and carry JSON are rewritten (rewrites.py); the UI's
HTML, JS and CSS are no API and pass untouched. Of the state protocol, GET /api/state gets its instants respelled
(the protocol fixes tables, columns and row order, not how an instant is spelled), nothing else.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import socket
import threading
import time
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qs

import httpx
import uvicorn

from .rewrites import Rewrites, rewrite_body
from .routes import RouteTable

PROTOCOL = ("/api/state", "/api/reset")
HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade", "proxy-connection"}
DROP_RESPONSE = HOP_BY_HOP | {"content-length", "content-encoding"}
DROP_REQUEST = HOP_BY_HOP | {"host", "content-length", "accept-encoding"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class EquivalenceProxy:
    """`with EquivalenceProxy(app_url, routes) as proxy:` serves proxy.url until the block ends."""

    def __init__(self, upstream: str, routes: RouteTable, rewrites: Rewrites | None = None) -> None:
        self.upstream = upstream.rstrip("/")
        self.routes = routes
        self.rewrites = rewrites or Rewrites()
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.rewritten = 0  # responses rewritten, for the report
        self._client: httpx.AsyncClient | None = None
        config = uvicorn.Config(
            self.app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="off", interface="asgi3"
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="equivalence-proxy", daemon=True)

    def __enter__(self) -> EquivalenceProxy:
        self._thread.start()
        ends = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > ends or not self._thread.is_alive():
                raise RuntimeError(f"the equivalence proxy did not start on {self.url}")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(10)

    async def app(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        if self._client is None:  # created in the server's own event loop
            self._client = httpx.AsyncClient(timeout=60.0)
        raw_path = (scope.get("raw_path") or scope["path"].encode()).decode("latin-1")
        query = scope.get("query_string", b"").decode("latin-1")
        url = f"{self.upstream}{raw_path}{'?' + query if query else ''}"
        headers = [
            (k.decode("latin-1"), v.decode("latin-1")) for k, v in scope["headers"] if k.decode().lower() not in DROP_REQUEST
        ]
        if self.rewrites.latency_ms:
            await asyncio.sleep(self.rewrites.latency_ms / 1000)
        try:
            response = await self._client.request(scope["method"], url, headers=headers, content=body)
        except httpx.HTTPError as exc:
            await _send(
                send, 502, [(b"content-type", b"text/plain")], f"equivalence proxy: the app did not answer: {exc}".encode()
            )
            return
        status, content = response.status_code, response.content
        out = [(k, v) for k, v in response.headers.multi_items() if k.lower() not in DROP_RESPONSE]
        out = [(k, v.replace(self.upstream, self.url) if k.lower() == "location" else v) for k, v in out]
        content, rewritten = self._rewrite(
            scope["method"], scope["path"], query, response.headers.get("content-type", ""), content
        )
        if rewritten and self.rewrites.gzip and "gzip" in _header(scope, "accept-encoding"):
            content = gzip.compress(content, mtime=0)
            out.append(("content-encoding", "gzip"))
        out.append(("content-length", str(len(content))))
        await _send(send, status, [(k.encode("latin-1"), v.encode("latin-1")) for k, v in out], content)

    def _rewrite(self, method: str, path: str, query: str, content_type: str, content: bytes) -> tuple[bytes, bool]:
        """The rewritten body, when it is JSON from a contract endpoint; else the body as it came."""
        if "json" not in content_type or not content:
            return content, False
        if path in PROTOCOL:
            return self._respell_state(method, path, content)
        route = self.routes.match(method, path)
        if route is None:
            return content, False
        try:
            body = json.loads(content)
        except ValueError:
            return content, False
        self.rewritten += 1
        ordered = route.ordered_for(parse_qs(query, keep_blank_values=True))
        new = rewrite_body(body, ordered, self.rewrites, f"{method} {path}", route.maps, route.keeps_offsets)
        return json.dumps(new, ensure_ascii=False).encode(), True

    def _respell_state(self, method: str, path: str, content: bytes) -> tuple[bytes, bool]:
        """GET /api/state with every instant in its rows spelled another legal way; the rest as it came."""
        if (method, path) != ("GET", "/api/state") or not self.rewrites.timestamps:
            return content, False
        try:
            state = json.loads(content)
        except ValueError:
            return content, False
        if not isinstance(state, dict) or not isinstance(state.get("tables"), dict):
            return content, False
        only_instants = replace(self.rewrites, unknown_field=False, shuffle=False)
        state["tables"] = rewrite_body(state["tables"], (), only_instants, "state")
        return json.dumps(state, ensure_ascii=False).encode(), True


def _header(scope: dict[str, Any], name: str) -> str:
    return ", ".join(v.decode("latin-1") for k, v in scope["headers"] if k.decode("latin-1").lower() == name)


async def _send(send: Any, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
