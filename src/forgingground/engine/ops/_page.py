"""Ops over what the browser shows at the end of a journey, and over a screen's visual fidelity."""

from __future__ import annotations

import re
from typing import Any

from ..context import CheckContext, Verdict
from ._registry import BUILTINS


def _page(ctx: CheckContext) -> dict[str, Any] | Verdict:
    if ctx.page is None:
        return Verdict(False, "no page: this op runs at the end of a ui_flow")
    return ctx.page


@BUILTINS.register(
    "eval_page_text",
    "The page the journey ends on shows (or does not show) a text.",
    {
        "type": "object",
        "properties": {"contains": {"type": "string"}, "not_contains": {"type": "string"}},
        "minProperties": 1,
        "additionalProperties": False,
    },
)
def eval_page_text(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    page = _page(ctx)
    if isinstance(page, Verdict):
        return page
    text = page["text"]
    if "contains" in params and params["contains"] not in text:
        return Verdict(False, f"expected the page to show {params['contains']!r}, got a page without it", text[:400])
    if "not_contains" in params and params["not_contains"] in text:
        return Verdict(
            False, f"expected the page not to show {params['not_contains']!r}, got a page that still shows it", text[:400]
        )
    return Verdict(True, "the page shows what it should")


@BUILTINS.register(
    "eval_page_url",
    "The journey ends on a page whose path (and query) matches a regular expression.",
    {"type": "object", "properties": {"matches": {"type": "string"}}, "required": ["matches"], "additionalProperties": False},
)
def eval_page_url(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    page = _page(ctx)
    if isinstance(page, Verdict):
        return page
    ok = re.search(params["matches"], page["url"]) is not None
    return Verdict(ok, f"expected a page URL matching /{params['matches']}/, got {page['url']!r}")


@BUILTINS.register(
    "eval_visual_fidelity",
    "The screen, captured at the seed state, scores at least `threshold` visual fidelity against its reference.",
    {
        "type": "object",
        "properties": {"threshold": {"type": "number", "minimum": 0, "maximum": 1, "default": 0.65}},
        "additionalProperties": False,
    },
)
def eval_visual_fidelity(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    if ctx.visual is None:
        return Verdict(False, "no capture: this op runs on a screen with a reference")
    threshold = params.get("threshold", 0.65)
    score = ctx.visual["score"]
    return Verdict(score >= threshold, f"expected visual fidelity >= {threshold}, got {score:.3f}", ctx.visual)
