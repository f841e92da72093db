"""The google-tasks gold app behind a wrapper that drops the body of POST /api/reset: every reset keeps the seed's clock."""

from __future__ import annotations

from typing import Any

from ref_apps.google_tasks.app.main import app as gold


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] != "http" or scope["path"] != "/api/reset":
        await gold(scope, receive, send)
        return

    async def without_body() -> dict[str, Any]:
        message = await receive()
        while message["type"] == "http.request" and message.get("more_body"):
            message = await receive()
        return {**message, "body": b"", "more_body": False} if message["type"] == "http.request" else message

    await gold(scope, without_body, send)
