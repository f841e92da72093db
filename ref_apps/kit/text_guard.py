"""Refuse text no database stores faithfully: a NUL character or an unpaired UTF-16 surrogate in a JSON body or a
query parameter answers 400 in the app's error shape before any handler runs (the security rule
`security.text.invalid`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MESSAGE = "Text may not hold a NUL character or an unpaired surrogate."


def unstorable(text: str) -> bool:
    """A NUL, or a surrogate code point (paired surrogates decode to one character, so any left is unpaired)."""
    return "\x00" in text or any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def holds_unstorable(value: Any) -> bool:
    if isinstance(value, str):
        return unstorable(value)
    if isinstance(value, dict):
        return any(holds_unstorable(k) or holds_unstorable(v) for k, v in value.items())
    if isinstance(value, list):
        return any(holds_unstorable(v) for v in value)
    return False


class TextGuard:
    """ASGI middleware: reads the body once, judges it, and hands the same bytes on."""

    def __init__(self, app: ASGIApp, shape: Callable[[int, str], dict[str, Any]], status: Callable[[int], int]) -> None:
        self.app = app
        self.shape = shape
        self.status = status

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        query = scope.get("query_string", b"").decode("latin-1")
        if any(unstorable(k) or unstorable(v) for k, v in parse_qsl(query, keep_blank_values=True)):
            await self.refuse(scope, receive, send)
            return
        chunks, more = [], True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunks.append(message.get("body", b""))
            more = message.get("more_body", False)
        body = b"".join(chunks)
        if self.refused(scope, body):
            await self.refuse(scope, receive, send)
            return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    def refused(self, scope: Scope, body: bytes) -> bool:
        headers = dict(scope.get("headers") or [])
        if b"json" not in headers.get(b"content-type", b"") or not body:
            return False
        try:
            return holds_unstorable(json.loads(body))
        except ValueError:  # not JSON (or not UTF-8): the handler's own validation answers
            return False

    async def refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        await JSONResponse(self.shape(400, MESSAGE), status_code=self.status(400))(scope, receive, send)
