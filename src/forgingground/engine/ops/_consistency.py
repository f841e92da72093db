"""UI-vs-API consistency: what the page ends on shows (a count, a badge, list membership) equals what the API returns."""

from __future__ import annotations

import re
from typing import Any

import jmespath

from ..context import CheckContext, Verdict
from ..page_reads import OP, read_key
from ._registry import BUILTINS

LOCATOR = {
    "type": "object",
    "description": "As a ui_flow step's target: role (+ name), label, placeholder, text or test_id.",
    "minProperties": 1,
    "additionalProperties": False,
    "properties": {
        "role": {"type": "string"},
        "name": {"type": "string"},
        "label": {"type": "string"},
        "text": {"type": "string"},
        "placeholder": {"type": "string"},
        "exact": {"type": "boolean"},
        "level": {"type": "integer", "minimum": 1, "maximum": 6},
        "test_id": {"type": "string"},
    },
}


@BUILTINS.register(
    OP,
    "At the end of the journey the page agrees with the API: the text inside `within` contains the value `select` "
    "picks from a GET of `call` (as a whole word), or, with `count`, the elements matching `count` inside `within` "
    "are as many as the selected list's length (or the selected number). The engine reads the page right after the "
    "journey's last step, then calls the API.",
    {
        "type": "object",
        "required": ["call", "select", "within"],
        "additionalProperties": False,
        "properties": {
            "call": {"type": "string", "description": "A GET endpoint of the contract's /api, by id."},
            "path": {"type": "object", "additionalProperties": {"type": "string"}, "description": "Its path parameters."},
            "query": {"type": "object", "description": "Its query parameters."},
            "select": {"type": "string", "description": "JMESPath over the response body: the value the page must show."},
            "within": {**LOCATOR, "description": "The page region that shows the value (its first match)."},
            "count": {**LOCATOR, "description": "Count the elements matching this inside `within` instead of reading text."},
        },
    },
)
def eval_page_matches_api(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    reads = (ctx.page or {}).get("api_reads", {})
    read = reads.get(read_key(params))
    if ctx.page is None or read is None:
        return Verdict(False, "no page read: this op runs at the end of a ui_flow")
    if "error" in read:
        return Verdict(False, read["error"])
    if "exchange" not in read:
        return Verdict(False, read.get("api_error", "the API was not called"))
    ctx.looked_at = read["exchange"]
    ex = ctx.exchanges[read["exchange"]]
    if ex.status != 200 or not ex.has_json:
        answered = ex.status or ex.error
        return Verdict(False, f"GET {ex.url} answered {answered} without a JSON body: nothing to compare the page with")
    try:
        value = jmespath.search(params["select"], ex.json)
    except jmespath.exceptions.JMESPathError as exc:
        return Verdict(False, f"select {params['select']!r} is not valid JMESPath: {exc}")
    source = f"{params['call']} {params['select']}"
    if "count" in params:
        expected = len(value) if isinstance(value, list) else value
        if not isinstance(expected, int) or isinstance(expected, bool):
            return Verdict(False, f"{source} gave {value!r}, neither a list nor a number: nothing to count against")
        ok = read["count"] == expected
        return Verdict(ok, f"expected {expected} matching elements (as {source} says), the page shows {read['count']}", read)
    if value is None or isinstance(value, dict | list):
        return Verdict(False, f"{source} gave {value!r}, not a value a page could show")
    shown = str(value).lower() if isinstance(value, bool) else str(value)
    ok = re.search(rf"(?<!\w){re.escape(shown)}(?!\w)", read["text"]) is not None
    return Verdict(ok, f"expected the page region to show {shown!r} (as {source} says), it shows {read['text'][:200]!r}", read)
