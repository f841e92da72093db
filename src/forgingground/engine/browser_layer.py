"""The root and visual layers: journeys in a real browser, and each screen against its reference screenshot.

Checkpoints (screens after actions): a journey's checkpoint step captures the page there; the visual layer
scores it against its reference like a screen. With the root layer, the journey's own run captures them (one
run serves both layers); with the visual layer alone, each journey that has checkpoints runs up to its last one
and its root asserts are not judged.

Confinement: pages reach only the app's origins (the API's and the front end's; browser/guard.py). A request
elsewhere is blocked and fails the journey or screen that made it, listed in its `blocked_requests`: the page
is the app's code, so leaving its origins is the app's behaviour, not the verifier's trouble, and a clone that
needs another host to work is not self-contained. Dialogs and popups fail a journey the same way.

Time: no journey or screen starts once the run's deadline has passed; each runs under its own cap (and never
past the deadline), every Playwright call is bounded by what is left, and a renderer that stops answering is
killed by the watchdog when the time is up. A unit cut off by the run's deadline is an infrastructure error
(the budget was too small); one cut off by its own cap is the app's failure (its page would not finish).
"""

from __future__ import annotations

import json
import re
import time
from contextlib import nullcontext
from datetime import datetime
from pathlib import Path
from typing import Any

from ..browser import SCREEN_QUIET_MS, BrowserUnavailable, PageGuard, browser_session, cutoff, new_page, settle
from ..generated.contract import Checkpoint, Screen, UiFlow
from . import evidence, retry
from .context import CheckContext, Exchange
from .diagnose import explain
from .evidence import EVIDENCE_S, close_quietly
from .journeys import (
    EXPECT_ACTIONS,
    STEP_GRACE_S,
    STEP_TIMEOUT_MS,
    FlowRun,
    checkpoints,
    describe,
    holds_now,
    judged_by,
    last_checkpoint_step,
    page_snapshot,
    run_flow,
    screen_path,
)
from .page_reads import OP as PAGE_MATCHES_API
from .page_reads import read_api, read_key, read_page
from .scoring import FAIL, INFRA, NOT_RUN, PASS
from .steps import refusal, run_steps
from .ui_walk_layer import play_ui_walk
from .units import InfraError, LayerHost, Unit

JOURNEY_CAP_S = 60.0  # a gold journey takes 1-8 s on a loaded machine
SCREEN_CAP_S = 30.0
WATCHDOG_GRACE_S = 2.0  # past a unit's time, Playwright's own timeouts have had their chance
BUDGET_SPENT = "the time budget was spent"


def page_regions(asserts: list[Any]) -> list[dict[str, Any]]:
    """The regions (`within` locators) the page checks of a journey read, each once, also inside eval_all."""
    found: dict[str, dict[str, Any]] = {}

    def visit(op: str, params: dict[str, Any] | None) -> None:
        params = params or {}
        within = params.get("within")
        if op.startswith("eval_page") and isinstance(within, dict):
            found[json.dumps(within, sort_keys=True)] = within
        if op == "eval_all":
            for sub in params.get("checks") or []:
                if isinstance(sub, dict):
                    visit(str(sub.get("op", "")), sub.get("params"))

    for a in asserts:
        visit(a.check.op, a.check.params)
    return list(found.values())


# How long a stopped journey's page reads wait for their region: the page is read as it is, not waited on.
READ_STOPPED_MS = 500


def _stem(unit_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", unit_id)[:80]


def ordered(units: list[Any], first: tuple[str, ...]) -> list[Any]:
    """The units named in `first` before the others, in that order; the others keep theirs."""
    rank = {unit_id: i for i, unit_id in enumerate(first)}
    return sorted(units, key=lambda u: rank.get(u.id, len(rank)))


class BrowserLayer:
    """Runs on behalf of a Runner: one browser launch for every journey and screen of the run."""

    def __init__(self, runner: LayerHost) -> None:
        self.runner = runner
        self.env = runner.env
        # The pages come from the front end; without one of its own, the API's server serves them.
        self.base_url = (runner.options.ui_url or runner.client.base_url).rstrip("/")
        self.guard = PageGuard([self.base_url, runner.client.base_url])
        self.screens = {s.id: s for s in self.env.contract.screens}
        self.now = datetime.fromisoformat(self.env.clock().replace("Z", "+00:00"))
        self.artifacts = Path(runner.options.artifacts_dir) if runner.options.artifacts_dir is not None else None
        self.init_script = getattr(runner.options, "page_init_script", None)
        self.page_units: frozenset[str] | None = getattr(runner.options, "page_units", None)
        self.page_probe = getattr(runner.options, "page_probe", None)
        self.stop_after_failure: frozenset[str] | None = getattr(runner.options, "page_stop_after_failure", None)
        self.journeys: list[dict[str, Any]] = []
        self.security_journeys: list[dict[str, Any]] = []  # the security layer's, apart from the root layer's
        self.retried = 0  # journeys given another try so far (engine/retry.py: PER_RUN at most)
        self.screen_results: list[dict[str, Any]] = []
        self.launches = 0
        self.seconds = 0.0
        self.chromium = ""
        # Layers that could not run at all (no browser): scored not_run with this reason, never 0.
        self.unavailable: dict[str, str] = {}

    def run(self, layers: tuple[str, ...]) -> None:
        self.root, self.visual = "root" in layers, "visual" in layers
        flows = [f for f in self.env.contract.ui_flows if self.root or (self.visual and checkpoints(f))]
        flows = [f for f in flows if self.runner.in_focus(judged_by(f, self.root, self.visual))]
        screens = [s for s in self.env.contract.screens if s.asserts and self.runner.in_focus(s.asserts)] if self.visual else []
        shown = [f for f in getattr(self.runner, "security_flows", []) if self.runner.in_focus(f.asserts)]
        walks = [u for u in getattr(self.runner, "ui_walks", []) if self.root and self.runner.in_focus(a.id for a in u.asserts)]
        if self.page_units is not None:  # a UI mutation campaign runs only the units that execute its mutant
            flows = [f for f in flows if f.id in self.page_units]
            screens = [s for s in screens if s.id in self.page_units]
            walks = [u for u in walks if u.id in self.page_units]
            shown = []
        order = tuple(getattr(self.runner.options, "page_order", ()) or ())
        flows, screens, walks = ordered(flows, order), ordered(screens, order), ordered(walks, order)
        if not flows and not screens and not shown and not walks:
            return
        started = time.perf_counter()
        try:
            given = getattr(self.runner.options, "page_browser", None)
            with nullcontext(given) if given is not None else browser_session() as browser:
                self.launches += 0 if given is not None else 1
                self.chromium = browser.version
                if self.stop_after_failure is None:
                    self._flows(browser, flows)
                    self._walks(browser, walks)
                    self._screens(browser, screens)
                    self._security_flows(browser, shown)
                else:  # one killer is enough: the cheaper screens first, then journeys and walks until something fails
                    self._screens(browser, screens)
                    self._flows(browser, [] if self._failed() else flows)
                    self._walks(browser, [] if self._failed() else walks)
        except BrowserUnavailable as exc:
            self._skip_unjudged(flows, screens, str(exc), shown, walks)
            self.unavailable = {layer: f"no browser: {exc}" for layer in ("root", "visual") if layer in layers}
        except Exception as exc:  # noqa: BLE001 - the browser died or a context vanished (load): never a traceback
            why = f"the browser failed mid-run: {type(exc).__name__}: {str(exc)[:300]}"
            self._skip_unjudged(flows, screens, why, shown, walks)
        self.seconds = time.perf_counter() - started

    def _flows(self, browser: Any, flows: list[UiFlow]) -> None:
        for flow in flows:
            unit = Unit("ui_flow", flow.id, [], self._asserts(flow.asserts) if self.root else [])
            if self.runner.deadline.expired():
                self._skip(unit, BUDGET_SPENT)
                self._skip_checkpoints(flow, BUDGET_SPENT)
                continue
            if self._failed():
                self._leave(flow.id, judged_by(flow, self.root, self.visual))
                continue
            self.runner.progress(f"journey {flow.id}", 0, 0)
            self._journey_tries(browser, flow, unit)

    def _walks(self, browser: Any, walks: list[Unit]) -> None:
        """The generated UI walks (ui_walks.json), after the journeys: each tried as a journey is (engine/retry.py)."""
        for unit in walks:
            if self.runner.deadline.expired():
                self._skip(unit, BUDGET_SPENT)
                continue
            if self._failed():
                self._leave(unit.id, [a.id for a in unit.asserts])
                continue
            self.runner.progress(f"UI walk {unit.id}", 0, 0)
            self._tries(f"UI walk {unit.id}", lambda attempt, unit=unit: play_ui_walk(self, browser, unit, attempt))

    def _security_flows(self, browser: Any, flows: list[UiFlow]) -> None:
        """The security layer's journeys (engine/security.py): run as journeys are, whatever layers the run has, and
        kept apart from the root layer's (their asserts are level security; root_pass never counts them)."""
        root, self.root = self.root, True
        try:
            for flow in flows:
                unit = Unit("security", flow.id, [], self._asserts(flow.asserts))
                if self.runner.deadline.expired():
                    self._skip(unit, BUDGET_SPENT)
                    continue
                self.runner.progress(f"security journey {flow.id}", 0, 0)
                at = len(self.journeys)
                self._journey_tries(browser, flow, unit)
                self.security_journeys += self.journeys[at:]
                del self.journeys[at:]
        finally:
            self.root = root

    def _journey_tries(self, browser: Any, flow: UiFlow, unit: Unit) -> None:
        """Run a journey; a failed try runs again from a fresh reset while tries remain (engine/retry.py)."""
        self._tries(f"journey {flow.id}", lambda attempt: self._journey(browser, flow, unit, attempt))

    def _tries(self, name: str, once: Any) -> None:
        """once(attempt) plays a journey or a walk; a failed try runs again from a fresh reset while tries remain."""
        tries = 1 + max(0, int(getattr(self.runner.options, "journey_retries", 1)))
        earlier: dict[str, Any] | None = None
        for attempt in range(1, tries + 1):
            at = retry.mark(self.runner, self.journeys, self.screen_results)
            started = time.monotonic()
            once(attempt)
            entry = self.journeys[-1] if len(self.journeys) > at.journeys else {}
            if earlier is not None and entry:
                entry["tries"], entry["first_try"] = attempt, earlier
            seconds, left = time.monotonic() - started, self.runner.deadline.left()
            if attempt == tries or not retry.worth_retrying(entry, seconds, left, self.stop_after_failure, self.retried):
                return
            self.retried += 1
            self.runner.progress(f"{name} (try {attempt + 1})", 0, 0)
            forgotten = retry.rewind(self.runner, self.journeys, self.screen_results, at)
            earlier = earlier or retry.first_try(forgotten)

    def _screens(self, browser: Any, screens: list[Screen]) -> None:
        # Screens share one page: each is captured fresh after a restore, so nothing carries over.
        page = None
        for screen in screens:
            unit = Unit("screen", screen.id, [], self._asserts(screen.asserts))
            if self.runner.deadline.expired():
                self._skip(unit, BUDGET_SPENT)
                continue
            if self._failed():
                self._leave(screen.id, list(screen.asserts or []))
                continue
            self.runner.progress(f"screen {screen.id}", 0, 0)
            page = page or new_page(browser, self.now, self.guard, self.init_script)
            healthy = self._screen(page, screen, unit)
            self._probe(screen.id, page)
            if not healthy:
                close_quietly(page)  # a page that misbehaved is not reused
                page = None
        if page is not None:
            close_quietly(page)

    def _failed(self) -> bool:
        """With page_stop_after_failure: an assert (or a journey's step) outside the known failures has failed, so the
        rest need not run."""
        if self.stop_after_failure is None:
            return False
        known = self.stop_after_failure
        return any(r.outcome == FAIL and r.id not in known for r in self.runner.results.values()) or any(
            j["outcome"] == FAIL and f"journey:{j['id']}" not in known for j in self.journeys
        )

    def _leave(self, unit_id: str, assert_ids: list[str]) -> None:
        """A unit not run because an earlier one already failed (page_stop_after_failure): its asserts are not run."""
        unit = Unit("browser", unit_id, [], self._asserts(assert_ids))
        for a in unit.asserts:
            if a.id not in self.runner.results:
                self.runner._record(a, NOT_RUN, "not run: an earlier journey or screen already failed", unit, [])

    def _probe(self, unit_id: str, page: Any) -> None:
        """Hand the page to the run's probe (a UI mutation campaign reads what the unit executed); never fails a unit."""
        if self.page_probe is None:
            return
        with cutoff(EVIDENCE_S + STEP_GRACE_S):
            try:
                self.page_probe(unit_id, page)
            except Exception:  # noqa: BLE001 - a page that does not answer the probe has nothing to say
                pass

    def _skip_unjudged(
        self,
        flows: list[UiFlow],
        screens: list[Any],
        why: str,
        shown: list[UiFlow] | None = None,
        walks: list[Unit] | None = None,
    ) -> None:
        """An infrastructure failure of the browser: every browser assert not judged yet is not run, saying why (the
        security layer's journeys are left out of its score, as a layer without a browser is)."""
        self.runner._infra("browser", why, None)
        for flow in shown or []:
            unit = Unit("security", flow.id, [], [a for a in self._asserts(flow.asserts) if a.id not in self.runner.results])
            for a in unit.asserts:
                self.runner._record(a, NOT_RUN, f"not run: {why}", unit, [])
        done = {j["id"] for j in self.journeys}
        for flow in flows:
            if self.root and flow.id not in done:
                asserts = [a for a in self._asserts(flow.asserts) if a.id not in self.runner.results]
                self._skip(Unit("ui_flow", flow.id, [], asserts), why)
            for checkpoint in checkpoints(flow) if self.visual else []:
                cp = self._checkpoint_unit(checkpoint)
                self._skip(Unit(cp.kind, cp.id, [], [a for a in cp.asserts if a.id not in self.runner.results]), why)
        for screen in screens:
            asserts = [a for a in self._asserts(screen.asserts) if a.id not in self.runner.results]
            self._skip(Unit("screen", screen.id, [], asserts), why)
        for unit in walks or []:
            if unit.id not in done:
                self._skip(Unit(unit.kind, unit.id, [], [a for a in unit.asserts if a.id not in self.runner.results]), why)

    def _asserts(self, ids: list[str] | None) -> list[Any]:
        return [self.runner.asserts[a] for a in ids or []]

    def _skip(self, unit: Unit, why: str) -> None:
        for a in unit.asserts:
            self.runner._record(a, INFRA, f"not run: {why}", unit, [])
        if unit.kind in ("ui_flow", "ui_walk") and self.root:
            self.journeys.append({"id": unit.id, "outcome": INFRA, "message": why, "steps_done": 0})

    def _checkpoint_unit(self, checkpoint: Checkpoint) -> Unit:
        return Unit("checkpoint", checkpoint.id, [], self._asserts(checkpoint.asserts))

    def _skip_checkpoints(self, flow: UiFlow, why: str) -> None:
        for checkpoint in checkpoints(flow) if self.visual else []:
            self._skip(self._checkpoint_unit(checkpoint), why)

    def _restore(self) -> bool:
        try:
            self.runner.reset()
            return True
        except InfraError as exc:
            self.runner._infra(exc.kind, str(exc), None)
            return False

    def _time_left(self, ends: float) -> float:
        return min(ends - time.monotonic(), self.runner.deadline.left())

    def _refusals(self, blocked: list[str], refused: list[str]) -> str | None:
        """Why a page's own behaviour fails its unit: it left the app's origins, or opened dialogs or popups."""
        if blocked:
            more = f" and {len(blocked) - 1} more" if len(blocked) > 1 else ""
            allowed = ", ".join(sorted(self.guard.allowed))
            return f"the page tried to reach {blocked[0]}{more} (blocked: only the app's origins are allowed: {allowed})"
        if refused:
            return f"the page {refused[0]}" + (f" and {len(refused) - 1} more" if len(refused) > 1 else "")
        return None

    # -- journeys -------------------------------------------------------------------------------
    def _journey(self, browser: Any, flow: UiFlow, unit: Unit, attempt: int = 1) -> None:
        if not self._restore():
            self._skip(unit, "POST /api/reset failed")
            self._skip_checkpoints(flow, "POST /api/reset failed")
            return
        if not self.root:
            self._checkpoints_only(browser, flow)
            return
        failure, before, variables = self._set_up(flow)
        if failure is not None:
            self._setup_failed(flow, unit, failure)
            return
        ends = time.monotonic() + min(JOURNEY_CAP_S, self.runner.deadline.left())
        stem = _stem(flow.id) + (f"-try{attempt}" if attempt > 1 else "")
        paths: dict[str, str | None] = {}
        snapshot: dict[str, Any] | None = None
        captured: dict[str, tuple[bytes, dict[str, Any]]] = {}
        regions = page_regions(unit.asserts)
        opening: dict[str, Any] = {}  # the start screen before any step, when the vacuity check asks for it

        def look_before(page: Any) -> None:
            try:
                ms = self._bounded_ms(ends, floor_ms=500)
                opening.update(page_snapshot(page, self.base_url, timeout_ms=ms, regions=regions))
            except Exception:  # no opening page: the vacuity check then skips the page asserts
                opening.clear()

        vacuity = bool(getattr(self.runner.options, "vacuity", False))
        self.guard.take()
        page = new_page(browser, self.now, self.guard, self.init_script)
        # A trace is only ever written into the artifacts folder: without one, recording it would be wasted CPU.
        tracing = evidence.start_trace(page.context) if self.artifacts is not None else False
        with cutoff(max(0.0, self._time_left(ends)) + WATCHDOG_GRACE_S) as watchdog:
            try:
                result = run_flow(
                    page,
                    flow,
                    self.base_url,
                    self.screens,
                    lambda: self._time_left(ends),
                    on_open=look_before if vacuity else None,
                    on_checkpoint=self._capturer(captured),
                    before_action=self._step_vacuity(flow) if vacuity else None,
                    variables=variables,
                )
            except Exception as exc:  # a page that hangs or crashes fails its journey; it never stops the run
                result = FlowRun(False, f"the page stopped answering: {str(exc).splitlines()[0][:200]}", 0, [])
            with cutoff(self._bounded_ms(ends, floor_ms=500) / 1000 + STEP_GRACE_S) as dog:
                try:
                    if result.ok:
                        settle(page, timeout_ms=self._bounded_ms(ends))
                    snapshot = page_snapshot(
                        page, self.base_url, timeout_ms=self._bounded_ms(ends, floor_ms=500), regions=regions
                    )
                except Exception as exc:  # no page to read: page asserts cannot pass, state asserts still count
                    dog.fire()  # a page that does not answer now would not answer the evidence calls either
                    if result.ok:
                        why = f"the page did not answer after the last step: {str(exc).splitlines()[0][:200]}"
                        result = FlowRun(False, why, result.steps_done, result.steps)
            exchanges = self._page_and_api_reads(page, unit, snapshot, ends, finished=result.ok)
            blocked, refused = self.guard.take()
            failed = not result.ok or bool(blocked or refused)
            if failed:
                with cutoff(EVIDENCE_S + STEP_GRACE_S):
                    paths, aria = evidence.capture(page, self.artifacts, stem, EVIDENCE_S * 1000)
                if not result.ok:
                    result.message = self._with_diagnosis(result, aria)
            if tracing:
                with cutoff(EVIDENCE_S + STEP_GRACE_S):
                    saved = evidence.stop_trace(page.context, evidence.trace_path(self.artifacts, stem) if failed else None)
                if saved:
                    paths["trace"] = f"{evidence.FOLDER}/{stem}.trace.zip"
            self._probe(flow.id, page)
            close_quietly(page)
        out_of_budget = self.runner.deadline.expired() and not result.ok
        if watchdog.fired or out_of_budget:
            why = BUDGET_SPENT if self.runner.deadline.expired() else f"its {JOURNEY_CAP_S:.0f} s cap"
            result.message = f"journey cut off at {why}: {result.message}"
        self.runner.dirty = True
        try:
            after = self.runner.read_state()
        except InfraError as exc:
            why = f"journey cut off: {BUDGET_SPENT}" if self.runner.deadline.expired() else str(exc)
            self.runner._infra("budget" if self.runner.deadline.expired() else exc.kind, why, f"ui_flow {flow.id}")
            self._skip(unit, why)
            return
        refusal = self._refusals(blocked, refused)
        self._score_checkpoints(flow, captured, result, blocked, refused)
        self._judge(unit, result, before, after, snapshot, exchanges)
        if vacuity:
            opened = CheckContext(before=before, after=before, keys=self.runner.keys, ops=self.runner.ops, page=opening or None)
            self.runner.check_vacuity(unit, opened)
        outcome = (
            PASS if result.ok and not refusal and all(self.runner.results[a.id].outcome == PASS for a in unit.asserts) else FAIL
        )
        if out_of_budget:
            outcome = INFRA
            self.runner._infra("budget", f"journey {flow.id}: {result.message}", f"ui_flow {flow.id}")
        entry: dict[str, Any] = {
            "id": flow.id,
            "outcome": outcome,
            "message": self._journey_message(unit, result, refusal),
            "steps_done": result.steps_done,
        }
        if blocked:
            entry["blocked_requests"] = blocked
        if refused:
            entry["page_events"] = refused
        if any(paths.values()):
            entry["evidence"] = {k: paths.get(k) for k in ("screenshot", "aria_snapshot", "trace")}
        self.journeys.append(entry)

    def _set_up(self, flow: UiFlow) -> tuple[str | None, Any, dict[str, Any]]:
        """Make the journey's setup calls after the reset: (why they failed or None, the state the journey starts
        from, their captures). Without setup the journey starts from the seed."""
        if not flow.setup:
            return None, self.runner.seed_state, {}
        self.runner.dirty = True
        exchanges, captures = run_steps(self.runner.client, flow.setup, self.runner.endpoints, self.runner.transforms)
        failed = refusal(exchanges, len(flow.setup))
        if failed is not None:
            return failed, None, captures
        try:
            return None, self.runner.read_state(), captures
        except InfraError as exc:
            return f"the state after its setup could not be read: {exc}"[:500], None, captures

    def _setup_failed(self, flow: UiFlow, unit: Unit, failure: str) -> None:
        """A journey whose setup the app refused: the journey, its asserts and its checkpoints fail (the app's doing)."""
        why = f"journey not started: {failure}"
        for a in unit.asserts:
            self.runner._record(a, FAIL, why, unit, [])
        self._score_checkpoints(flow, {}, FlowRun(False, why, 0, []), [], [])
        self.journeys.append({"id": flow.id, "outcome": FAIL, "message": why, "steps_done": 0})

    def _step_vacuity(self, flow: UiFlow) -> Any:
        """The journey's before-action hook for the vacuity check: an expect step that already holds before the action
        it follows is reported (it waits for nothing, so the next step or the end of the journey races the page)."""

        def check(page: Any, index: int) -> None:
            following = flow.steps[index + 1] if index + 1 < len(flow.steps) else None
            if following is None or following.action.value not in EXPECT_ACTIONS:
                return
            self.runner.steps_checked += 1
            if holds_now(page, following):
                self.runner.vacuous_steps[f"{flow.id} step {index + 2}"] = (
                    f"{describe(following)} already holds before step {index + 1} ({describe(flow.steps[index])})"
                )

        return check

    def _capturer(self, captured: dict[str, tuple[bytes, dict[str, Any]]]) -> Any:
        """The journey's checkpoint hook: capture each checkpoint's page into `captured` (None: no visual layer)."""
        from ..visual import capture_screen

        if not self.visual:
            return None

        def capture(page: Any, checkpoint: Checkpoint, ms: float) -> None:
            captured[checkpoint.id] = capture_screen(page, timeout_ms=ms)

        return capture

    def _checkpoints_only(self, browser: Any, flow: UiFlow) -> None:
        """The visual layer alone: run the journey up to its last checkpoint, capture, score; nothing else is judged."""
        failure, _, variables = self._set_up(flow)
        if failure is not None:
            self._score_checkpoints(flow, {}, FlowRun(False, f"journey not started: {failure}", 0, []), [], [])
            return
        ends = time.monotonic() + min(JOURNEY_CAP_S, self.runner.deadline.left())
        captured: dict[str, tuple[bytes, dict[str, Any]]] = {}
        self.guard.take()
        page = new_page(browser, self.now, self.guard, self.init_script)
        with cutoff(max(0.0, self._time_left(ends)) + WATCHDOG_GRACE_S):
            try:
                result = run_flow(
                    page,
                    flow,
                    self.base_url,
                    self.screens,
                    lambda: self._time_left(ends),
                    on_checkpoint=self._capturer(captured),
                    steps=last_checkpoint_step(flow),
                    variables=variables,
                )
            except Exception as exc:  # a page that hangs or crashes fails its checkpoints; it never stops the run
                result = FlowRun(False, f"the page stopped answering: {str(exc).splitlines()[0][:200]}", 0, [])
            close_quietly(page)
        self.runner.dirty = True
        blocked, refused = self.guard.take()
        self._score_checkpoints(flow, captured, result, blocked, refused)

    def _score_checkpoints(
        self,
        flow: UiFlow,
        captured: dict[str, tuple[bytes, dict[str, Any]]],
        result: FlowRun,
        blocked: list[str],
        refused: list[str],
    ) -> None:
        """Score each checkpoint the journey reached against its reference; one it never reached fails its asserts."""
        if not self.visual:
            return
        for checkpoint in checkpoints(flow):
            unit = self._checkpoint_unit(checkpoint)
            if checkpoint.id in captured:
                png, layout = captured[checkpoint.id]
                error = ""
            else:
                png, layout = b"", {"viewport": {"width": 1280, "height": 800}, "blocks": []}
                error = f"journey {flow.id} did not reach it ({result.message})"
            self._score_capture(checkpoint.id, checkpoint.reference, png, layout, error, blocked, refused, unit, flow.id)

    def _bounded_ms(self, ends: float, floor_ms: float = 1.0) -> float:
        return max(floor_ms, min(STEP_TIMEOUT_MS, self._time_left(ends) * 1000))

    def _with_diagnosis(self, result: FlowRun, aria: str) -> str:
        found = explain(result.failed, aria) if aria else None
        return f"journey stopped at {result.where}: {found} ({result.error})" if found else result.message

    def _page_and_api_reads(
        self, page: Any, unit: Unit, snapshot: dict[str, Any] | None, ends: float, finished: bool
    ) -> list[Exchange]:
        """For each UI-vs-API assert: read the page region now, then call the API right after (both into the snapshot).

        A region may still be rendering after the last step, so a finished journey's reads wait for it; a journey
        that stopped early left a page that nothing drives any more: its reads take it as it is (READ_STOPPED_MS).
        """
        wanted = {read_key(a.check.params or {}): a.check.params or {} for a in unit.asserts if a.check.op == PAGE_MATCHES_API}
        if snapshot is None or not wanted:
            return []
        reads: dict[str, dict[str, Any]] = {}
        for key, params in wanted.items():
            ms = self._bounded_ms(ends, floor_ms=500) if finished else min(READ_STOPPED_MS, self._bounded_ms(ends))
            with cutoff(ms / 1000 + STEP_GRACE_S):
                reads[key] = read_page(page, params, ms)
        exchanges: list[Exchange] = []
        for key, params in wanted.items():
            got = read_api(self.runner.client, self.runner.endpoints, params)
            if isinstance(got, str):
                reads[key]["api_error"] = got
            else:
                reads[key]["exchange"] = len(exchanges)
                exchanges.append(got)
        snapshot["api_reads"] = reads
        return exchanges

    def _judge(
        self, unit: Unit, result: FlowRun, before: Any, after: Any, snapshot: dict[str, Any] | None, exchanges: list[Exchange]
    ) -> None:
        """Each assert on its own: state asserts on the stored rows whatever the steps did (against the state the journey
        started from), page asserts on the last page.

        A refused request or popup fails the journey, not its asserts: they still say what the page and rows show.
        """
        ctx = CheckContext(
            exchanges=exchanges,
            before=before,
            after=after,
            keys=self.runner.keys,
            ops=self.runner.ops,
            page=snapshot,
        )
        # A step that judges facets and could not be done fails the asserts citing those facets' rules: the step is
        # where the rule was checked (a control's state, a list's order), whatever the stored rows say afterwards.
        stopped = {f.root.split("#", 1)[0]: f.root for f in result.failed.facets or []} if result.failed is not None else {}
        for a in unit.asserts:
            broken = [stopped[r.root] for r in a.rules or [] if r.root in stopped]
            if broken:
                why = f"the journey stopped at {result.where}, the step judging {', '.join(broken)}: {result.error}"
                self.runner._record(a, FAIL, why[:1000], unit, [])
                continue
            op = self.runner.ops.get(a.check.op)
            reads_state = op is not None and op.needs_state
            if snapshot is None and not reads_state:
                self.runner._record(a, FAIL, "not checked: the page did not answer when the journey ended", unit, [])
                continue
            self.runner._evaluate(a, ctx, unit)

    def _journey_message(self, unit: Unit, result: FlowRun, refusal: str | None) -> str:
        failed = [a.id for a in unit.asserts if self.runner.results[a.id].outcome != PASS]
        asserts = f"{len(unit.asserts) - len(failed)} of {len(unit.asserts)} asserts passed"
        if failed:
            first = self.runner.results[failed[0]]
            asserts += f"; {first.id} failed: {first.message}"
        steps = result.message if not result.ok else f"all {result.steps_done} steps done"
        return "; ".join(x for x in (refusal, steps, asserts) if x)[:1000]

    # -- screens --------------------------------------------------------------------------------
    def _screen(self, page: Any, screen: Screen, unit: Unit) -> bool:
        """Capture and score one screen; False when the page misbehaved and must not be reused."""
        from ..visual import capture_screen

        reference = self.env.path / (screen.reference or "")
        layout_file = reference.with_suffix(".layout.json")
        if not reference.is_file() or not layout_file.is_file():
            for a in unit.asserts:
                self.runner._record(a, FAIL, f"no reference for screen {screen.id}: run nox -s references", unit, [])
            return True
        if not self._restore():
            self._skip(unit, "POST /api/reset failed")
            return True
        ends = time.monotonic() + min(SCREEN_CAP_S, self.runner.deadline.left())
        healthy, error = True, ""
        self.guard.take()
        # Each phase (open, wait for quiet, capture) under its own watchdog: a busy page ignores Playwright's timeouts.
        phases = (
            lambda ms: page.goto(self.base_url + screen_path(screen), wait_until="load", timeout=ms),
            lambda ms: settle(page, quiet_ms=SCREEN_QUIET_MS, timeout_ms=ms),
            lambda ms: capture_screen(page, timeout_ms=ms),
        )
        captured: Any = None
        for phase in phases:
            ms = self._bounded_ms(ends)
            with cutoff(ms / 1000 + STEP_GRACE_S) as dog:
                try:
                    captured = phase(ms)
                except Exception as exc:  # a page that cannot be opened or captured scores as an empty screen
                    error = str(exc).splitlines()[0][:200]
                    if dog.fired:
                        error = f"the page stopped answering (a script kept it busy); its renderer was stopped ({error})"
                    healthy = False
                    break
        png, layout = captured if healthy else (b"", {"viewport": {"width": 1280, "height": 800}, "blocks": []})
        blocked, refused = self.guard.take()
        if not png and self.runner.deadline.expired():
            self.runner._infra("budget", f"screen {screen.id} cut off: {BUDGET_SPENT}", f"screen {screen.id}")
            self._skip(unit, BUDGET_SPENT)
            return False
        self._score_capture(screen.id, screen.reference or "", png, layout, error, blocked, refused, unit)
        return healthy and not refused

    def _score_capture(
        self,
        ident: str,
        reference_rel: str,
        png: bytes,
        layout: dict[str, Any],
        error: str,
        blocked: list[str],
        refused: list[str],
        unit: Unit,
        journey: str | None = None,
    ) -> None:
        """Score one capture (a screen's, or a checkpoint's) against its reference, save the images, judge its asserts."""
        from ..visual import fidelity
        from ..visual.score import diff_image

        what = f"checkpoint {ident} of journey {journey}" if journey else f"screen {ident}"
        reference = self.env.path / reference_rel
        layout_file = reference.with_suffix(".layout.json")
        if not reference_rel or not reference.is_file() or not layout_file.is_file():
            for a in unit.asserts:
                self.runner._record(a, FAIL, f"no reference for {what}: run fgb references {self.env.name}", unit, [])
            return
        ref_png = reference.read_bytes()
        ref_layout = json.loads(layout_file.read_text())
        result = fidelity(ref_layout, layout, ref_png, png) if png else {"score": 0.0, "error": f"no screenshot: {error}"}
        if self.artifacts is not None and png:
            folder = self.artifacts / "screens"
            folder.mkdir(parents=True, exist_ok=True)
            stem = _stem(ident)
            (folder / f"{stem}.png").write_bytes(png)
            (folder / f"{stem}.reference.png").write_bytes(ref_png)
            (folder / f"{stem}.diff.png").write_bytes(diff_image(ref_png, png))
            result["images"] = {
                "reference": f"screens/{stem}.reference.png",
                "candidate": f"screens/{stem}.png",
                "diff": f"screens/{stem}.diff.png",
            }
        if blocked:
            result["blocked_requests"] = blocked
        if refused:
            result["page_events"] = refused
        self.screen_results.append({"id": ident, **({"journey": journey} if journey else {}), **result})
        ctx = CheckContext(ops=self.runner.ops, visual=result)
        # The page's own misbehaviour is the verdict: leaving the origins, a dialog, or no screen at all.
        refusal = self._refusals(blocked, refused) or result.get("error")
        for a in unit.asserts:
            self.runner._evaluate(a, ctx, unit)
            if refusal:
                self.runner._record(a, FAIL, f"{what}: {refusal}", unit, [], self.runner.results[a.id].evidence)
