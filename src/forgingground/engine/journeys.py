"""Drive a browser through a ui_flow with what a person sees: roles, accessible names, labels and text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..generated.contract import Locator, Screen, UiFlow, UiStep

PARAM = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
# Actions after which the app may be talking to its server: wait for quiet before the next step.
REQUEST_ACTIONS = {"goto", "click", "press", "select", "check"}


def screen_path(screen: Screen) -> str:
    return PARAM.sub(lambda m: str((screen.params or {}).get(m.group(1), m.group(0))), screen.route)


def locate(page: Any, target: Locator) -> Any:
    exact = bool(target.exact)
    if target.role:
        found = page.get_by_role(target.role, name=target.name, exact=exact) if target.name else page.get_by_role(target.role)
    elif target.label:
        found = page.get_by_label(target.label, exact=exact)
    elif target.placeholder:
        found = page.get_by_placeholder(target.placeholder, exact=exact)
    elif target.text:
        found = page.get_by_text(target.text, exact=exact)
    else:
        raise ValueError("a locator needs a role, label, placeholder or text")
    return found.first


def describe(step: UiStep) -> str:
    target = step.target.model_dump(exclude_none=True, exclude_defaults=True) if step.target else {}
    value = f" {step.value!r}" if step.value is not None else ""
    return f"{step.action.value} {target or step.screen or ''}{value}".strip()


@dataclass
class FlowRun:
    ok: bool
    message: str
    steps_done: int
    steps: list[str]


def run_flow(page: Any, flow: UiFlow, base_url: str, screens: dict[str, Screen]) -> FlowRun:
    """Open the start screen, then perform each step; stop at the first step that cannot be done."""
    from playwright.sync_api import Error, expect

    from ..browser import settle

    done: list[str] = []
    try:
        start = screen_path(screens[flow.start_screen])
        response = page.goto(base_url + start, wait_until="load")
        if response is not None and response.status >= 400:
            return FlowRun(False, f"the start screen {start} answered HTTP {response.status}", 0, done)
        settle(page)
        for step in flow.steps:
            action = step.action.value
            if action == "goto":
                page.goto(base_url + (step.value if step.value else screen_path(screens[step.screen or ""])), wait_until="load")
            elif action == "click":
                locate(page, step.target).click()
            elif action == "fill":
                locate(page, step.target).fill(step.value or "")
            elif action == "press":
                (locate(page, step.target) if step.target else page.keyboard).press(step.value or "Enter")
            elif action == "select":
                locate(page, step.target).select_option(label=step.value)
            elif action == "check":
                locate(page, step.target).check()
            elif action == "expect_visible":
                expect(locate(page, step.target)).to_be_visible()
            elif action == "expect_hidden":
                expect(locate(page, step.target)).to_be_hidden()
            elif action == "expect_text":
                target = locate(page, step.target) if step.target else page.locator("body")
                expect(target).to_contain_text(step.value or "")
            elif action == "screenshot":
                pass
            if action in REQUEST_ACTIONS:
                settle(page, quiet_ms=25)
            done.append(describe(step))
    except (Error, AssertionError, ValueError) as exc:
        failed = flow.steps[len(done)] if len(done) < len(flow.steps) else None
        where = f"step {len(done) + 1} ({describe(failed)})" if failed else "opening the start screen"
        return FlowRun(False, f"journey stopped at {where}: {str(exc).splitlines()[0][:300]}", len(done), done)
    return FlowRun(True, f"all {len(done)} steps done", len(done), done)


def page_snapshot(page: Any, base_url: str) -> dict[str, Any]:
    """What the page shows at the end: its path and visible text."""
    url = page.url
    return {"url": url[len(base_url) :] if url.startswith(base_url) else url, "text": page.locator("body").inner_text()}
