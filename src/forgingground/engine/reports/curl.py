"""A recorded exchange as a curl command a person can paste into a shell to reproduce the call.

The app that answered has usually stopped by the time someone reads the report: the URL's base is the shell
variable $APP, which the reader sets to where their app answers now; every reproduction starts with the reset
the run made, with the run's `now`.
"""

from __future__ import annotations

import json
import shlex
from typing import Any

APP_VARIABLE = "APP"


def _url(url: str, base: str | None) -> str:
    if base and url.startswith(base.rstrip("/") + "/"):
        return f'"${APP_VARIABLE}"' + shlex.quote(url[len(base.rstrip("/")) :])
    return shlex.quote(url)


def curl_command(exchange: dict[str, Any], base: str | None = None) -> str:
    """`curl -X METHOD URL -H ... --data-raw 'BODY'`, quoted for a POSIX shell; under `base` the URL starts with $APP."""
    parts = ["curl", "-sS", "-X", exchange["method"]]
    tail: list[str] = []
    for name, value in (exchange.get("request_headers") or {}).items():
        tail += ["-H", f"{name}: {value}"]
    body = exchange.get("request_body")
    if exchange.get("request_text") is not None:
        tail += ["--data-raw", exchange["request_text"]]
    elif body is not None:
        tail += ["--data-raw", json.dumps(body, ensure_ascii=False, separators=(",", ":"))]
    quoted = " ".join(shlex.quote(str(p)) for p in parts)
    rest = " ".join(shlex.quote(str(p)) for p in tail)
    return f"{quoted} {_url(exchange['url'], base)}" + (f" {rest}" if rest else "")


def reset_command(base: str, now: str | None) -> str:
    """The reset every reproduction starts from: POST /api/reset with the run's `now`."""
    exchange = {
        "method": "POST",
        "url": base.rstrip("/") + "/api/reset",
        "request_headers": {"content-type": "application/json"},
        "request_body": {"now": now} if now else {},
    }
    return curl_command(exchange, base)
