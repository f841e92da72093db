"""Ops over what the browser shows at the end of a journey, and over a screen's visual fidelity."""

from __future__ import annotations

import re
from typing import Any

from ..context import CheckContext, Verdict
from ..journeys import region_key
from ._registry import BUILTINS


def _page(ctx: CheckContext) -> dict[str, Any] | Verdict:
    if ctx.page is None:
        return Verdict(False, "no page: this op runs at the end of a ui_flow")
    return ctx.page


LOCATOR = {
    "type": "object",
    "description": "A region of the page: a landmark or element by role (+ accessible name), label, text, placeholder "
    "or data-testid; the text of every element it matches is checked.",
    "properties": {
        "role": {"type": "string"},
        "name": {"type": "string"},
        "label": {"type": "string"},
        "text": {"type": "string"},
        "placeholder": {"type": "string"},
        "test_id": {"type": "string"},
        "exact": {"type": "boolean"},
        "level": {"type": "integer", "minimum": 1, "maximum": 6},
    },
    "minProperties": 1,
    "additionalProperties": False,
}


@BUILTINS.register(
    "eval_page_text",
    "The page the journey ends on shows (or does not show) a text inside a region (`within`).",
    {
        "type": "object",
        "properties": {"contains": {"type": "string"}, "not_contains": {"type": "string"}, "within": LOCATOR},
        "anyOf": [{"required": ["contains"]}, {"required": ["not_contains"]}],
        "additionalProperties": False,
    },
)
def eval_page_text(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    page = _page(ctx)
    if isinstance(page, Verdict):
        return page
    where, text = "the page", page["text"]
    if "within" in params:
        where = f"the region {_describe(params['within'])}"
        region = (page.get("regions") or {}).get(region_key(params["within"]))
        if region is None:
            return Verdict(False, f"expected {where} on the page, got no element that matches it", page["text"][:400])
        text = region
    if "contains" in params and params["contains"] not in text:
        return Verdict(False, f"expected {where} to show {params['contains']!r}, got {where} without it", text[:400])
    if "not_contains" in params and params["not_contains"] in text:
        return Verdict(
            False, f"expected {where} not to show {params['not_contains']!r}, got {where} that still shows it", text[:400]
        )
    return Verdict(True, f"{where} shows what it should")


def _describe(target: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in target.items() if k != "exact")


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
    "eval_page_title",
    "The page the journey ends on has a title (the browser tab's text) that contains a text.",
    {
        "type": "object",
        "properties": {"contains": {"type": "string", "minLength": 1}},
        "required": ["contains"],
        "additionalProperties": False,
    },
)
def eval_page_title(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    page = _page(ctx)
    if isinstance(page, Verdict):
        return page
    title = page.get("title") or ""
    return Verdict(params["contains"] in title, f"expected a page title containing {params['contains']!r}, got {title!r}")


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
