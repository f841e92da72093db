"""The root and visual layers: journeys in a real browser, and each screen against its reference screenshot."""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from ..browser import SCREEN_QUIET_MS, BrowserUnavailable, browser_session, new_page, settle
from ..generated.contract import Screen, UiFlow
from .context import CheckContext
from .journeys import page_snapshot, run_flow, screen_path
from .scoring import FAIL, INFRA, PASS
from .units import InfraError, LayerHost, Unit


class BrowserLayer:
    """Runs on behalf of a Runner: one browser launch for every journey and screen of the run."""

    def __init__(self, runner: LayerHost) -> None:
        self.runner = runner
        self.env = runner.env
        # The pages come from the front end; without one of its own, the API's server serves them.
        self.base_url = (runner.options.ui_url or runner.client.base_url).rstrip("/")
        self.screens = {s.id: s for s in self.env.contract.screens}
        self.now = datetime.fromisoformat(self.env.clock().replace("Z", "+00:00"))
        self.journeys: list[dict[str, Any]] = []
        self.screen_results: list[dict[str, Any]] = []
        self.launches = 0
        self.seconds = 0.0

    def run(self, layers: tuple[str, ...]) -> None:
        flows = list(self.env.contract.ui_flows) if "root" in layers else []
        screens = [s for s in self.env.contract.screens if s.asserts] if "visual" in layers else []
        if not flows and not screens:
            return
        started = time.perf_counter()
        try:
            with browser_session() as browser:
                self.launches += 1
                for flow in flows:
                    if self.runner.deadline.expired():
                        self._skip(Unit("ui_flow", flow.id, [], self._asserts(flow.asserts)), "the time budget was spent")
                        continue
                    self.runner.progress(f"journey {flow.id}", 0, 0)
                    self._journey(browser, flow, Unit("ui_flow", flow.id, [], self._asserts(flow.asserts)))
                # Screens share one page: each is captured fresh after a restore, so nothing carries over.
                page = new_page(browser, self.now) if screens else None
                for screen in screens:
                    if self.runner.deadline.expired():
                        self._skip(Unit("screen", screen.id, [], self._asserts(screen.asserts)), "the time budget was spent")
                        continue
                    self.runner.progress(f"screen {screen.id}", 0, 0)
                    self._screen(page, screen, Unit("screen", screen.id, [], self._asserts(screen.asserts)))
                if page is not None:
                    page.context.close()
        except BrowserUnavailable as exc:
            self.runner._infra("browser", str(exc), None)
            for flow in flows:
                self._skip(Unit("ui_flow", flow.id, [], self._asserts(flow.asserts)), str(exc))
            for screen in screens:
                self._skip(Unit("screen", screen.id, [], self._asserts(screen.asserts)), str(exc))
        self.seconds = time.perf_counter() - started

    def _asserts(self, ids: list[str] | None) -> list[Any]:
        return [self.runner.asserts[a] for a in ids or []]

    def _skip(self, unit: Unit, why: str) -> None:
        for a in unit.asserts:
            self.runner._record(a, INFRA, f"not run: {why}", unit, [])
        if unit.kind == "ui_flow":
            self.journeys.append({"id": unit.id, "outcome": INFRA, "message": why, "steps_done": 0})

    def _restore(self) -> bool:
        try:
            self.runner.reset()
            return True
        except InfraError as exc:
            self.runner._infra(exc.kind, str(exc), None)
            return False

    def _journey(self, browser: Any, flow: UiFlow, unit: Unit) -> None:
        if not self._restore():
            self._skip(unit, "POST /api/reset failed")
            return
        page = new_page(browser, self.now)
        try:
            result = run_flow(page, flow, self.base_url, self.screens)
            settle(page)
            snapshot = page_snapshot(page, self.base_url)
        finally:
            page.context.close()
        self.runner.dirty = True
        try:
            after = self.runner.read_state()
        except InfraError as exc:
            self.runner._infra(exc.kind, str(exc), f"ui_flow {flow.id}")
            self._skip(unit, str(exc))
            return
        ctx = CheckContext(before=self.runner.seed_state, after=after, keys=self.runner.keys, ops=self.runner.ops, page=snapshot)
        for a in unit.asserts:
            if result.ok:
                self.runner._evaluate(a, ctx, unit)
            else:
                self.runner._record(a, FAIL, result.message, unit, [], {"observed": {"steps_done": result.steps}})
        outcome = PASS if result.ok and all(self.runner.results[a.id].outcome == PASS for a in unit.asserts) else FAIL
        self.journeys.append({"id": flow.id, "outcome": outcome, "message": result.message, "steps_done": result.steps_done})

    def _screen(self, page: Any, screen: Screen, unit: Unit) -> None:
        from ..visual import capture_screen, fidelity
        from ..visual.score import diff_image

        reference = self.env.path / (screen.reference or "")
        layout_file = reference.with_suffix(".layout.json")
        if not reference.is_file() or not layout_file.is_file():
            for a in unit.asserts:
                self.runner._record(a, FAIL, f"no reference for screen {screen.id}: run nox -s references", unit, [])
            return
        if not self._restore():
            self._skip(unit, "POST /api/reset failed")
            return
        try:
            page.goto(self.base_url + screen_path(screen), wait_until="load")
            settle(page, quiet_ms=SCREEN_QUIET_MS)
            png, layout = capture_screen(page)
        except Exception as exc:  # a page that cannot be opened scores as an empty screen
            png, layout = b"", {"viewport": {"width": 1280, "height": 800}, "blocks": []}
            self.runner._infra("browser", f"screen {screen.id}: {str(exc).splitlines()[0][:200]}", f"screen {screen.id}")
        ref_png = reference.read_bytes()
        ref_layout = json.loads(layout_file.read_text())
        result = fidelity(ref_layout, layout, ref_png, png) if png else {"score": 0.0, "error": "no screenshot"}
        artifacts = self.runner.options.artifacts_dir
        if artifacts is not None and png:
            folder = Path(artifacts) / "screens"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{screen.id}.png").write_bytes(png)
            (folder / f"{screen.id}.diff.png").write_bytes(diff_image(ref_png, png))
            result["images"] = {"candidate": f"screens/{screen.id}.png", "diff": f"screens/{screen.id}.diff.png"}
        self.screen_results.append({"id": screen.id, **{k: v for k, v in result.items() if k != "images"}})
        ctx = CheckContext(ops=self.runner.ops, visual=result)
        for a in unit.asserts:
            self.runner._evaluate(a, ctx, unit)
