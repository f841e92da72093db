"""Drive a browser through a ui_flow with what a person sees: roles, accessible names, labels and text."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ..generated.contract import Checkpoint, Locator, Screen, UiFlow, UiStep
from .steps import substitute

T = TypeVar("T")

PARAM = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
# Actions after which the app may be talking to its server: wait for quiet before the next step.
REQUEST_ACTIONS = {"goto", "click", "press", "select", "check"}
# What a journey does at a checkpoint step: capture the quiet page (None: the visual layer is not run, nothing to do).
OnCheckpoint = Callable[[Any, Checkpoint, float], None]


def checkpoints(flow: UiFlow) -> list[Checkpoint]:
    """The flow's checkpoints, in step order."""
    return [step.checkpoint for step in flow.steps if step.checkpoint is not None]


def judged_by(flow: UiFlow, root: bool, visual: bool) -> list[str]:
    """The asserts a run judges on this flow: its own at the root layer, its checkpoints' at the visual layer."""
    own = list(flow.asserts or []) if root else []
    return own + ([a for c in checkpoints(flow) for a in c.asserts or []] if visual else [])


def last_checkpoint_step(flow: UiFlow) -> int:
    """How many steps lead to the flow's last checkpoint (0: it has none): the visual layer alone runs no further."""
    return max((i + 1 for i, step in enumerate(flow.steps) if step.checkpoint is not None), default=0)


def screen_path(screen: Screen) -> str:
    return PARAM.sub(lambda m: str((screen.params or {}).get(m.group(1), m.group(0))), screen.route)


def locate(page: Any, target: Locator, first: bool = True) -> Any:
    exact = bool(target.exact)
    scope = locate(page, target.within) if target.within is not None else page  # only inside that element
    if target.role:
        named = {"name": target.name, "exact": exact} if target.name else {}
        found = scope.get_by_role(target.role, **named, **({"level": target.level} if target.level else {}))
    elif target.label:
        found = scope.get_by_label(target.label, exact=exact)
    elif target.placeholder:
        found = scope.get_by_placeholder(target.placeholder, exact=exact)
    elif target.text:
        found = scope.get_by_text(target.text, exact=exact)
    elif target.test_id:
        found = scope.get_by_test_id(target.test_id)
    else:
        raise ValueError("a locator needs a role, label, placeholder, text or test_id")
    return found.first if first else found


def describe(step: UiStep) -> str:
    if step.checkpoint is not None:
        return f"checkpoint {step.checkpoint.id}"
    target = step.target.model_dump(exclude_none=True, exclude_defaults=True) if step.target else {}
    value = repr(step.value) if step.value is not None else (repr(step.values) if step.values else "")
    judged = f" (judging {', '.join(f.root for f in step.facets)})" if step.facets else ""
    return " ".join(str(part) for part in (step.action.value, target or step.screen or "", value) if part) + judged


EXPECT_ACTIONS = {
    "expect_visible",
    "expect_hidden",
    "expect_text",
    "expect_state",
    "expect_order",
    "expect_count",
    "expect_rows",
    "expect_title",
}
# A control state as the accessibility tree exposes it: (ARIA attribute, its value while the state holds). A toggle
# states both sides: a button with no aria-pressed is no toggle at all, so it is neither pressed nor not pressed.
# disabled/enabled and checked/unchecked go through Playwright's own checks, which also read native attributes.
ARIA_STATES = {
    "pressed": ("aria-pressed", "true"),
    "not_pressed": ("aria-pressed", "false"),
    "expanded": ("aria-expanded", "true"),
    "collapsed": ("aria-expanded", "false"),
}


def in_order(values: list[str]) -> re.Pattern[str]:
    """A pattern matching a text in which the values appear in this order (anything between them)."""
    return re.compile(".*?".join(re.escape(v) for v in values), re.S)


# The text a person sees in a region: its innerText with each drop-down <select> reading as its chosen option only
# (innerText lists every option of a closed drop-down, so an order look would see a label the page only offers).
_SHOWN_TEXT_JS = """el => {
  let text = el.innerText || '';
  for (const s of el.querySelectorAll('select')) {
    if (s.multiple || s.size > 1) continue;
    const all = s.innerText || '';
    if (all) text = text.replace(all, [...s.selectedOptions].map(o => o.label).join(' '));
  }
  return text;
}"""


def shown_text(found: Any, timeout_ms: float = 250) -> str:
    """What the located region shows as text: a closed drop-down reads as its chosen option, not all of them."""
    return str(found.evaluate(_SHOWN_TEXT_JS, timeout=timeout_ms) or "")


def _poll(page: Any, read: Callable[[float], T], done: Callable[[T], bool], ms: float) -> T:
    """Read (giving each read the time left, at least 250 ms) every 100 ms until done or ms run out; the last read."""
    deadline = time.monotonic() + ms / 1000
    while True:
        seen = read(min(ms, max(250.0, (deadline - time.monotonic()) * 1000)))
        if done(seen) or time.monotonic() >= deadline:
            return seen
        page.wait_for_timeout(100)


def _shown_or_empty(found: Any, timeout_ms: float) -> str:
    """The region's shown text, or nothing while it cannot be read yet."""
    try:
        return shown_text(found, timeout_ms)
    except Exception:  # noqa: BLE001 - not there yet: read again until the time runs out
        return ""


def _expect_order(found: Any, values: list[str], ms: float) -> None:
    """Wait until the region shows the values in this order (polling its shown text until ms run out)."""
    pattern = in_order(values)
    text = _poll(found.page, lambda left: _shown_or_empty(found, left), lambda t: bool(pattern.search(t)), ms)
    if not pattern.search(text):
        raise AssertionError(f"the target does not show {values} in this order; it reads {text[:300]!r}")


ROW_SHARE = 0.25  # a scale's row lies level with a target when at least this share of the row's height does
# The scale's innermost labelled elements, each with its text and vertical extent, and the target's extent, measured in
# one script so that nothing moves between the two reads.
_ROWS_JS = """([scale, target, share]) => {
  const rows = [...scale.querySelectorAll("*")].filter((e) => !e.children.length && e.textContent.trim());
  const t = target.getBoundingClientRect();
  return rows.filter((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top) >= share * r.height;
  }).map((e) => e.textContent.trim());
}"""


def rows_level_with(page: Any, step: UiStep, ms: float = 250) -> list[str]:
    """The labels of the scale's rows that the target lies level with (in the scale's order)."""
    handles = [locate(page, step.scale).element_handle(timeout=ms)]
    try:
        handles.append(locate(page, step.target).element_handle(timeout=ms))
        return list(page.evaluate(_ROWS_JS, [*handles, ROW_SHARE]))
    finally:  # a step polls: let the page drop what each read held
        for handle in handles:
            handle.dispose()


def _expect_rows(page: Any, step: UiStep, ms: float) -> None:
    """Wait until the target lies level with exactly the rows `values` names, polling the page until ms run out."""
    wanted = sorted(step.values or [])
    found = _poll(page, lambda left: rows_level_with(page, step, left), lambda rows: sorted(rows) == wanted, ms)
    if sorted(found) != wanted:
        raise AssertionError(f"the target lies level with the rows {found or 'none'}, not {step.values}")


def state_holds(found: Any, state: str) -> bool:
    """Whether the located control is in the state now (one read, no waiting)."""
    if state in ("enabled", "disabled"):
        return bool(found.is_disabled(timeout=250)) == (state == "disabled")
    if state in ("checked", "unchecked"):
        return bool(found.is_checked(timeout=250)) == (state == "checked")
    attribute, value = ARIA_STATES[state]
    return found.get_attribute(attribute, timeout=250) == value


def _expect_state(found: Any, state: str, ms: float) -> None:
    """Wait until the located control is in the state (Playwright's retrying assertions, bounded by ms)."""
    from playwright.sync_api import expect

    if state in ("enabled", "disabled"):
        (expect(found).to_be_disabled if state == "disabled" else expect(found).to_be_enabled)(timeout=ms)
    elif state in ("checked", "unchecked"):
        expect(found).to_be_checked(checked=state == "checked", timeout=ms)
    else:
        attribute, value = ARIA_STATES[state]
        expect(found).to_have_attribute(attribute, value, timeout=ms)


def holds_now(page: Any, step: UiStep) -> bool:
    """Whether an expect step holds on the page as it is, judged at once: an expect that already holds before the
    action it follows waits for nothing, so the journey races the page (the vacuity check reports it)."""
    try:
        if step.action.value == "expect_text":
            found = locate(page, step.target) if step.target else page.locator("body")
            return found.count() > 0 and (step.value or "") in (found.text_content(timeout=250) or "")
        if step.action.value == "expect_state":
            found = locate(page, step.target)
            return found.count() > 0 and state_holds(found, step.value or "")
        if step.action.value == "expect_title":
            return (step.value or "") in (page.title() or "")
        if step.action.value == "expect_order":
            found = locate(page, step.target)
            return found.count() > 0 and bool(in_order(step.values or []).search(shown_text(found)))
        if step.action.value == "expect_rows":
            return sorted(rows_level_with(page, step)) == sorted(step.values or [])
        if step.action.value == "expect_count":
            return bool(locate(page, step.target, first=False).count() == int(step.value or "0"))
        visible = bool(locate(page, step.target).is_visible()) if step.target else False
        return visible if step.action.value == "expect_visible" else not visible
    except Exception:  # a page that cannot be read now holds nothing
        return False


@dataclass
class FlowRun:
    ok: bool
    message: str
    steps_done: int
    steps: list[str]
    failed: UiStep | None = None  # the step that could not be done (None: the start screen, or none failed)
    error: str = ""  # what Playwright said, first lines only
    where: str = ""  # "step 3 (click ...)" or "opening the start screen"


# Playwright's longest wait for one action or check; the journey's own time left bounds it further.
STEP_TIMEOUT_MS = 5000
STEP_GRACE_S = 2.0


def _ms(time_left: Callable[[], float]) -> float:
    left = time_left()
    if left <= 0:
        raise OutOfTime("the journey's time was spent")
    return max(1.0, min(STEP_TIMEOUT_MS, left * 1000))


class OutOfTime(Exception):
    """The journey's time (its cap, or the run's budget) ran out before a step could start."""


def _error_lines(exc: BaseException) -> str:
    """Playwright's first line, plus its expected/received lines when it gave them."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    keep = lines[:1] + [line for line in lines[1:] if line.startswith(("Expected", "Received"))][:2]
    return "; ".join(keep)[:400]


def _act(page: Any, step: UiStep, base_url: str, screens: dict[str, Screen], ms: float, variables: dict[str, Any]) -> None:
    """Perform one step, every wait bounded by ms (a goto's ${name} filled from the journey's setup captures)."""
    from playwright.sync_api import expect

    action = step.action.value
    if action == "goto":
        where = str(substitute(step.value, variables)) if step.value else screen_path(screens[step.screen or ""])
        page.goto(base_url + where, wait_until="load", timeout=ms)
    elif action == "click":
        locate(page, step.target).click(timeout=ms)
    elif action == "fill":
        locate(page, step.target).fill(step.value or "", timeout=ms)
    elif action == "press":
        if step.target:
            locate(page, step.target).press(step.value or "Enter", timeout=ms)
        else:
            page.keyboard.press(step.value or "Enter")
    elif action == "select":
        locate(page, step.target).select_option(label=step.value, timeout=ms)
    elif action == "check":
        locate(page, step.target).check(timeout=ms)
    elif action == "expect_visible":
        expect(locate(page, step.target)).to_be_visible(timeout=ms)
    elif action == "expect_hidden":
        expect(locate(page, step.target)).to_be_hidden(timeout=ms)
    elif action == "expect_text":
        expect(locate(page, step.target) if step.target else page.locator("body")).to_contain_text(step.value or "", timeout=ms)
    elif action == "expect_state":
        _expect_state(locate(page, step.target), step.value or "", ms)
    elif action == "expect_order":
        _expect_order(locate(page, step.target), step.values or [], ms)
    elif action == "expect_count":  # exactly that many elements match (a chip per day of an all-day event)
        expect(locate(page, step.target, first=False)).to_have_count(int(step.value or "0"), timeout=ms)
    elif action == "expect_rows":  # an event's block beside the hours it covers
        _expect_rows(page, step, ms)
    elif action == "expect_title":  # the browser tab's text contains the value
        expect(page).to_have_title(re.compile(re.escape(step.value or "")), timeout=ms)


def run_flow(
    page: Any,
    flow: UiFlow,
    base_url: str,
    screens: dict[str, Screen],
    time_left: Callable[[], float] = lambda: 60.0,
    on_open: Callable[[Any], None] | None = None,
    *,
    on_checkpoint: OnCheckpoint | None = None,
    steps: int | None = None,
    before_action: Callable[[Any, int], None] | None = None,
    variables: dict[str, Any] | None = None,
) -> FlowRun:
    """Open the start screen, then perform each step (the first `steps` only, when given); stop at the first step that
    cannot be done or when time runs out. At a checkpoint step, on_checkpoint gets the page once it is quiet;
    before each action (not an expect), before_action gets the page and the action's index. variables are the
    captures of the journey's setup calls (a goto may name what they created).

    Playwright's timeouts do not hold against a renderer stuck in a script (expect() then waits forever), so
    each step also runs under a watchdog that stops the renderer STEP_GRACE_S after the step's time.
    """
    from playwright.sync_api import Error

    from ..browser import SCREEN_QUIET_MS, cutoff, settle

    done: list[str] = []
    opened = False
    dog = None
    try:
        start = screen_path(screens[flow.start_screen])
        ms = _ms(time_left)
        with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
            response = page.goto(base_url + start, wait_until="load", timeout=ms)
        if response is not None and response.status >= 400:
            return FlowRun(False, f"the start screen {start} answered HTTP {response.status}", 0, done)
        ms = _ms(time_left)
        with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
            settle(page, timeout_ms=ms)
        opened = True
        if on_open is not None:  # the page before any step: what the vacuity check judges the asserts on
            ms = _ms(time_left)
            with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
                on_open(page)
        for index, step in enumerate(flow.steps[:steps]):
            ms = _ms(time_left)
            if step.checkpoint is not None:
                if on_checkpoint is not None:
                    # Captured as a screen is: once the page is quiet, each phase bounded by the step's time.
                    with cutoff(2 * ms / 1000 + STEP_GRACE_S) as dog:
                        settle(page, quiet_ms=SCREEN_QUIET_MS, timeout_ms=ms)
                        on_checkpoint(page, step.checkpoint, ms)
                done.append(describe(step))
                continue
            if before_action is not None and step.action.value not in EXPECT_ACTIONS:
                with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
                    before_action(page, index)
            with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
                _act(page, step, base_url, screens, ms, variables or {})
            if step.action.value in REQUEST_ACTIONS:
                ms = _ms(time_left)
                with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
                    settle(page, quiet_ms=25, timeout_ms=ms)
            done.append(describe(step))
    except (Error, AssertionError, ValueError, OutOfTime) as exc:
        failed = flow.steps[len(done)] if opened and len(done) < len(flow.steps) else None
        where = f"step {len(done) + 1} ({describe(failed)})" if failed else "opening the start screen"
        error = str(exc) if isinstance(exc, OutOfTime) else _error_lines(exc)
        if dog is not None and dog.fired:
            error = f"the page stopped answering (a script kept it busy); its renderer was stopped ({error})"
        return FlowRun(False, f"journey stopped at {where}: {error}", len(done), done, failed, error, where)
    return FlowRun(True, f"all {len(done)} steps done", len(done), done)


# Text of the page kept for page asserts; a 50 MB page must not become a 50 MB report.
MAX_PAGE_TEXT = 100_000
PAGE_TEXT = (
    f"() => [location.href, (document.body ? document.body.innerText : '').slice(0, {MAX_PAGE_TEXT}),"
    " String(document.title || '').slice(0, 1000)]"
)
# innerText leaves out what CSS hides inside a region; a region that is itself hidden or transparent shows nothing.
REGION_TEXT = (
    "(nodes) => nodes.map(n => (n.checkVisibility && !n.checkVisibility({opacityProperty: true, visibilityProperty: true}))"
    f" ? '' : (n.innerText || '')).join('\\n').slice(0, {MAX_PAGE_TEXT})"
)


def region_key(target: dict[str, Any]) -> str:
    """One name for a locator given as params (`within`), the same whichever order its keys were written in."""
    return json.dumps(target, sort_keys=True)


def page_snapshot(
    page: Any, base_url: str, timeout_ms: float = STEP_TIMEOUT_MS, regions: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """What the page shows: its path, visible text, title (the browser tab) and the text inside each region a page
    check names (None where no element matches), bounded in size and time."""
    url, text, title = page.locator(":root").evaluate(PAGE_TEXT, timeout=timeout_ms)
    found: dict[str, str | None] = {}
    for target in regions or []:
        matches = _region(page, Locator.model_validate(target))
        found[region_key(target)] = matches.evaluate_all(REGION_TEXT) if matches.count() else None
    path = url[len(base_url) :] if url.startswith(base_url) else url
    return {"url": path, "text": text, "title": title, "regions": found}


def _region(page: Any, target: Locator) -> Any:
    """Every element a region locator matches (a landmark may appear once; a role+name list item many times)."""
    return locate(page, target, first=False)
