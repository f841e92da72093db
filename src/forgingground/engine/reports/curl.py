"""A recorded exchange as a curl command a person can paste into a shell to reproduce the call."""

from __future__ import annotations

import json
import shlex
from typing import Any


def curl_command(exchange: dict[str, Any]) -> str:
    """`curl -X METHOD 'URL' -H ... --data-raw 'BODY'`, every argument quoted for a POSIX shell."""
    parts = ["curl", "-sS", "-X", exchange["method"], exchange["url"]]
    for name, value in (exchange.get("request_headers") or {}).items():
        parts += ["-H", f"{name}: {value}"]
    body = exchange.get("request_body")
    if body is not None:
        parts += ["--data-raw", json.dumps(body, ensure_ascii=False, separators=(",", ":"))]
    return " ".join(shlex.quote(str(p)) for p in parts)
