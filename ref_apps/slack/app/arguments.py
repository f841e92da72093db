"""Slack takes a method's arguments as query string, form fields or JSON, over GET or POST: normalise them.

A POST to a write method reaches its route as one JSON body; a POST to a read method (conversations.list ...)
reaches it as a GET with the arguments in the query string, as the contract declares it.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qsl, urlencode


class SlackArguments:
    """ASGI middleware: merge the query string and a form or JSON body into a JSON object body (JSON wins)."""

    def __init__(self, app: Any, read_paths: frozenset[str] = frozenset()) -> None:
        self.app, self.read_paths = app, read_paths

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        body, more = b"", True
        while more:
            message = await receive()
            body += message.get("body", b"")
            more = message.get("more_body", False)
        headers = dict(scope["headers"])
        media = headers.get(b"content-type", b"").decode("latin-1").split(";")[0].strip().lower()
        args: dict[str, Any] = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        if body.strip() and media == "application/json":
            try:
                data = json.loads(body)
            except ValueError:
                data = None
            if not isinstance(data, dict):
                await self._send(scope, receive, send, body)  # not an object: the route answers invalid_arguments
                return
            args.update(data)
        elif body.strip():
            args.update(parse_qsl(body.decode("utf-8", "replace")))
        if scope["path"] in self.read_paths:
            query = urlencode({k: v if isinstance(v, str) else json.dumps(v) for k, v in args.items()}).encode()
            await self._send({**scope, "method": "GET", "query_string": query}, receive, send, b"")
            return
        await self._send(scope, receive, send, json.dumps(args).encode())

    async def _send(self, scope: dict[str, Any], receive: Any, send: Any, body: bytes) -> None:
        headers = [(k, v) for k, v in scope["headers"] if k not in (b"content-type", b"content-length")]
        headers += [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        delivered = False

        async def replay() -> dict[str, Any]:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # type: ignore[no-any-return]

        await self.app({**scope, "headers": headers}, replay, send)
