"""What a page shows against what the API says, read at the end of a journey for eval_page_matches_api.

The browser layer reads the page side (the text inside a locator, or how many elements match inside a region)
right after the page snapshot, then calls the API endpoint the assert names; the op compares the two later.
Both reads are keyed by the assert's params, so the op finds its own.
"""

from __future__ import annotations

import json
from typing import Any

from ..generated.contract import Endpoint, Locator
from .context import Exchange
from .http import AppClient
from .journeys import locate
from .steps import build_path

OP = "eval_page_matches_api"


def read_key(params: dict[str, Any]) -> str:
    """The key an assert's reads are filed under: its params, canonically."""
    return json.dumps(params, sort_keys=True)


def read_page(page: Any, params: dict[str, Any], timeout_ms: float) -> dict[str, Any]:
    """{"text": ...} of the `within` region, or {"count": n} of `count` elements inside it; {"error": ...} when absent."""
    try:
        region = locate(page, Locator.model_validate(params["within"]))
        if "count" in params:
            region.wait_for(state="attached", timeout=timeout_ms)
            return {"count": locate(region, Locator.model_validate(params["count"]), first=False).count()}
        return {"text": region.inner_text(timeout=timeout_ms)}
    except Exception as exc:  # no such region, or a page that does not answer: the op says so
        first = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        return {"error": f"the page has no {_shown(params['within'])} ({first})"}


def read_api(client: AppClient, endpoints: dict[str, Endpoint], params: dict[str, Any]) -> Exchange | str:
    """GET the endpoint the assert names, as a chain step would; a string says why it cannot be called."""
    endpoint = endpoints.get(params.get("call", ""))
    if endpoint is None or endpoint.method.value != "GET":
        return f"{params.get('call')!r} is not a GET endpoint of the contract's /api: fix the assert's `call`"
    path = build_path(endpoint.path, params.get("path") or {})
    ex = client.request("GET", path, params=params.get("query") or None, body=None, step=f"read {endpoint.id}", has_body=False)
    ex.call = endpoint.id
    return ex


def _shown(locator: dict[str, Any]) -> str:
    return " ".join(f"{k}={v!r}" for k, v in locator.items() if k != "exact") or "locator"
