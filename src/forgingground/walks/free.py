"""An environment's free behaviours: where gold goes beyond the brief, so walks leave it out (walks.json `free`)."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

import jmespath

from ..engine.context import Exchange


def applies(entry: dict[str, Any], call: str, ex: Exchange) -> bool:
    """The entry covers this step: its endpoint, and gold's answer and the request's query as the entry names them."""
    if entry["call"] != call:
        return False
    if "query" in entry and not set(entry["query"]) & set(parse_qs(urlsplit(ex.url).query, keep_blank_values=True)):
        return False
    if "answer" in entry:
        try:
            found = jmespath.search(entry["answer"]["expr"], ex.json) if ex.has_json else None
        except jmespath.exceptions.JMESPathError:
            return False
        return bool(found == entry["answer"]["equals"])
    return True


def dropped(free: list[dict[str, Any]], call: str, ex: Exchange) -> dict[str, Any] | None:
    """The entry that drops this step from its walk, if any."""
    return next((e for e in free if e["leave_out"] == "step" and applies(e, call, ex)), None)


def unordered(free: list[dict[str, Any]], call: str, ex: Exchange) -> set[str]:
    """The reads of this step that are compared in any order although an assert compares them in order."""
    return {e["leave_out"]["order_of"] for e in free if isinstance(e["leave_out"], dict) and applies(e, call, ex)}
