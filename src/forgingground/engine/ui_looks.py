"""What a UI walk observes on a page: the looks an environment's journeys check, read at once or awaited.

A look is an expect step of a journey made into a question with an answer (engine/ui_walks.py records gold's
answers after each move and waits for another app's page to give the same): which of two states a control is in,
whether an element is shown, whether it contains a text, in which order texts appear in it, how many elements match.
Only journeys' expect steps become looks, so a look names nothing the brief does not (the leakage check holds them).
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..generated.contract import Locator
from .journeys import locate, shown_text, state_holds

# An expect step's action -> the look it becomes. expect_rows and expect_title are left out: a scale's rows and the
# tab's title are read in one place each, and no walk move changes them without a journey's own check seeing it.
LOOK_OF = {
    "expect_state": "state",
    "expect_visible": "visible",
    "expect_hidden": "visible",
    "expect_text": "text",
    "expect_order": "order",
    "expect_count": "count",
}
# A state and the one a journey tells it apart from.
OPPOSITE = {
    "enabled": "disabled",
    "disabled": "enabled",
    "pressed": "not_pressed",
    "not_pressed": "pressed",
    "checked": "unchecked",
    "unchecked": "checked",
    "expanded": "collapsed",
    "collapsed": "expanded",
}
READ_MS = 250  # one read of one element: a page that cannot answer in this time shows nothing there
POLL_MS = 100


def look_of(step: dict[str, Any]) -> dict[str, Any] | None:
    """The look a journey's expect step checks (None for an action, or an expect no look stands for)."""
    kind = LOOK_OF.get(step.get("action", ""))
    if kind is None:
        return None
    look: dict[str, Any] = {"kind": kind}
    if step.get("target"):
        look["target"] = step["target"]
    elif kind != "text":
        return None
    if kind == "state":
        state = step.get("value") or ""
        if state not in OPPOSITE:
            return None
        look["states"] = sorted([state, OPPOSITE[state]])
    elif kind == "text":
        look["text"] = step.get("value") or ""
    elif kind == "order":
        look["values"] = list(step.get("values") or [])
    return look


def look_key(look: dict[str, Any]) -> str:
    """One name per look, whichever order its keys were written in."""
    return json.dumps(look, sort_keys=True, ensure_ascii=False)


def describe_look(look: dict[str, Any]) -> str:
    target = look.get("target")
    where = " ".join(f"{k}={v!r}" for k, v in target.items() if k != "exact") if target else "the page"
    if look["kind"] == "state":
        return f"the state ({' or '.join(look['states'])}) of {where}"
    if look["kind"] == "visible":
        return f"whether {where} is shown"
    if look["kind"] == "text":
        return f"whether {where} contains {look['text']!r}"
    if look["kind"] == "order":
        return f"the order of {look['values']} in {where}"
    return f"how many elements match {where}"


def read_look(page: Any, look: dict[str, Any]) -> Any:
    """The look's answer on the page as it is now (no waiting): a state's name or None when no such control is
    there; shown; contains the text; the look's texts in the order the target shows those it shows; a count."""
    target = Locator.model_validate(look["target"]) if look.get("target") else None
    kind = look["kind"]
    try:
        if kind == "count":
            return int(locate(page, target, first=False).count()) if target else 0
        found = locate(page, target) if target else page.locator("body")
        if kind == "visible":
            return bool(found.is_visible())
        if found.count() == 0:
            return None
        if kind == "state":
            return next((s for s in look["states"] if state_holds(found, s)), None)
        if kind == "text":
            return look["text"] in (found.text_content(timeout=READ_MS) or "")
        text = shown_text(found, READ_MS)
        at = {v: text.find(v) for v in look["values"] if v in text}
        return sorted(at, key=lambda v: at[v])
    except Exception:  # noqa: BLE001 - a page that cannot be read now shows nothing there
        return None


def await_look(page: Any, look: dict[str, Any], expected: Any, ms: float) -> Any:
    """Poll the look until it answers `expected` or ms run out; the last answer (equal to expected when it came)."""
    ends = time.monotonic() + ms / 1000
    while True:
        seen = read_look(page, look)
        if seen == expected or time.monotonic() >= ends:
            return seen
        page.wait_for_timeout(POLL_MS)
