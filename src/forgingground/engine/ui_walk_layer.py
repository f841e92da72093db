"""Play the root layer's UI walks in the run's browser, each from a fresh reset on a fresh page, as journeys are."""

from __future__ import annotations

import time
from typing import Any

from ..browser import cutoff, new_page
from . import evidence
from .context import CheckContext
from .evidence import EVIDENCE_S, close_quietly
from .scoring import FAIL, INFRA, PASS
from .ui_walks import UiWalkRun, judge_ui_walk
from .units import Unit

WALK_CAP_S = 90.0  # a gold UI walk of up to ten moves takes 5-20 s on a loaded machine
GRACE_S = 2.0


def play_ui_walk(layer: Any, browser: Any, unit: Unit, attempt: int = 1) -> None:
    """One try of one walk (layer: the run's BrowserLayer): its assert judged, its entry among the journeys."""
    runner = layer.runner
    walk = next(w for w in layer.env.ui_walks if f"walk.{w['id']}" == unit.id)
    if not layer._restore():
        _record(layer, unit, UiWalkRun(False, "POST /api/reset failed"), INFRA, {})
        return
    ends = time.monotonic() + min(WALK_CAP_S, runner.deadline.left())
    layer.guard.take()
    page = new_page(browser, layer.now, layer.guard, layer.init_script)
    paths: dict[str, str | None] = {}
    with cutoff(max(0.0, layer._time_left(ends)) + GRACE_S) as watchdog:
        try:
            run = judge_ui_walk(page, walk, layer.base_url, layer.screens, lambda: layer._time_left(ends))
        except Exception as exc:  # noqa: BLE001 - a page that hangs or crashes fails its walk; it never stops the run
            run = UiWalkRun(False, f"walk {walk['id']}: the page stopped answering: {str(exc).splitlines()[0][:200]}")
        blocked, refused = layer.guard.take()
        refusal = layer._refusals(blocked, refused)
        if refusal and run.ok:
            run = UiWalkRun(False, f"walk {walk['id']}: {refusal}", run.moves_done, run.reproduction)
        if not run.ok:
            stem = unit.id.replace("/", "_") + (f"-try{attempt}" if attempt > 1 else "")
            with cutoff(EVIDENCE_S + GRACE_S):
                paths, _ = evidence.capture(page, layer.artifacts, stem, EVIDENCE_S * 1000)
        layer._probe(unit.id, page)
        close_quietly(page)
    runner.dirty = True
    outcome = PASS if run.ok else FAIL
    if not run.ok and (watchdog.fired or runner.deadline.expired()):
        outcome = INFRA if runner.deadline.expired() else FAIL
        run.message = (
            f"walk cut off at {'the time budget' if runner.deadline.expired() else f'its {WALK_CAP_S:.0f} s cap'}: {run.message}"
        )
    _record(layer, unit, run, outcome, paths)


def _record(layer: Any, unit: Unit, run: UiWalkRun, outcome: str, paths: dict[str, str | None]) -> None:
    runner = layer.runner
    walk_id = unit.id.split(".", 1)[1]
    if outcome == INFRA:
        for a in unit.asserts:
            runner._record(a, INFRA, f"not run: {run.message}", unit, [])
    else:
        ctx = CheckContext(
            ops=runner.ops, ui_walk={"walk": walk_id, "ok": run.ok, "message": run.message, "reproduction": run.reproduction}
        )
        for a in unit.asserts:
            runner._evaluate(a, ctx, unit)
    entry: dict[str, Any] = {"id": unit.id, "outcome": outcome, "message": run.message, "steps_done": run.moves_done}
    if not run.ok and run.reproduction:
        entry["reproduction"] = run.reproduction
    if any(paths.values()):
        entry["evidence"] = {k: paths.get(k) for k in ("screenshot", "aria_snapshot", "trace")}
    layer.journeys.append(entry)
