"""One verification run: restore state, run probes and chains, evaluate every assert, aggregate.

restore (POST /api/reset) -> steps (the app acts) -> GET /api/state -> each assert's check -> score vector
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jsonschema

from .. import __version__
from ..dataset.loader import Environment
from ..generated.asserts import Assert
from .browser_layer import BrowserLayer
from .context import CheckContext, Exchange, Verdict
from .http import AppClient, Deadline, Limits
from .ops import BUILTINS, OpRegistry
from .ops._protocol import out_of_order
from .protocol import clock_unit, protocol_units, shifted_clock
from .scoring import FAIL, INFRA, NOT_RUN, PASS, AssertOutcome, ChainOutcome, Cites, chain_outcome, score
from .security import security_flows, security_units
from .stack import NOT_OURS, StackAccess, observe, stack_unit
from .state import Tables
from .steps import run_steps, substitute
from .transforms import TRANSFORMS, Transform
from .ui_walk_units import ui_walk_units
from .units import InfraError, Unit, instant
from .vacuity import INVARIANT_OPS, resolve, steps_read
from .walk_units import walk_units

STATE_SCHEMA = {
    "type": "object",
    "required": ["tables"],
    "properties": {"tables": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "object"}}}},
}
ALL_LAYERS = ("leaf", "mid", "root", "visual", "security")
Progress = Callable[[str, int, int], None]


@dataclass
class RunOptions:
    layers: tuple[str, ...] = ("leaf", "mid")
    budget_s: float = 300.0
    limits: Limits = field(default_factory=Limits)
    artifacts_dir: Path | None = None  # screenshots and diff images of the visual layer go here
    ui_url: str | None = None  # a front end served apart from the API (its own process/port); root and visual use it
    vacuity: bool = False  # also judge each passing mid and root assert on the state and page before its action
    rules: frozenset[str] | None = None  # run only the probes, chains, journeys and screens judging one of these rules
    stack: StackAccess | None = None  # the app was started by the verifier: restart it, read its DATABASE_URL
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])  # the placeholder and the final reports share it
    page_init_script: str | None = None  # run in every page before the app's scripts (fgb ui-mutation names its mutant)
    page_units: frozenset[str] | None = None  # run only these journeys and screens (by id); None runs all
    page_probe: Callable[[str, Any], None] | None = None  # called with (journey or screen id, page) before it closes
    # Stop the browser units at the first failed assert not in this set (a mutation campaign needs one killer, not
    # all): screens first (the cheaper), the rest not run. None runs every unit.
    page_stop_after_failure: frozenset[str] | None = None
    page_browser: Any = None  # a Chromium the caller launched and keeps across runs (a campaign's worker); None: one per run
    # Journeys and screens (by id) to run before the others, in this order: a campaign's latest killers first, since
    # the next mutant, on a nearby line, is likely killed by them. Verdicts do not depend on it; only time does.
    page_order: tuple[str, ...] = ()
    journey_retries: int = 1  # a failed journey runs again from a fresh reset this many times (engine/retry.py)


class Runner:
    def __init__(self, env: Environment, base_url: str, options: RunOptions, progress: Progress | None = None) -> None:
        self.env = env
        self.options = options
        self.progress = progress or (lambda *_: None)
        self.deadline = Deadline(options.budget_s)
        self.client = AppClient(base_url, options.limits, self.deadline)
        self.ops: OpRegistry = BUILTINS
        self.transforms: dict[str, Transform] = TRANSFORMS
        self.endpoints = env.endpoint_by_id()
        self.protocol = protocol_units(env)  # the state protocol's own asserts, judged in every environment
        self.stack = stack_unit(env)  # the stack the brief states: data in DATABASE_URL, kept across a restart
        self.clock = clock_unit(env)  # a reset honours `now`: the adding chain under two clocks
        # generated walks (walks.json): units of the mid layer beside the chains, built only when mid runs
        self.walks = walk_units(env) if "mid" in options.layers else []
        # and the UI walks (ui_walks.json): units of the root layer, played by the browser layer after the journeys
        self.ui_walks = ui_walk_units(env) if "root" in options.layers else []
        # the security layer's units, generated from the environment's security facts (engine/security.py)
        self.security = security_units(env) if "security" in options.layers else []
        # and its journeys (markup shown as text), which the browser layer runs apart from the root layer's
        self.security_flows, self.shown_asserts = security_flows(env) if "security" in options.layers else ([], [])
        self.asserts = (
            env.assert_by_id()
            | {
                a.id: a
                for unit in (*self.protocol, self.stack, self.clock, *self.walks, *self.ui_walks, *self.security)
                for a in unit.asserts
            }
            | {a.id: a for a in self.shown_asserts}
        )
        self.keys = env.primary_keys()
        self.response_schemas = {e.id: e.response_schema for e in env.contract.api}
        self.infrastructure: list[dict[str, Any]] = []
        self.results: dict[str, AssertOutcome] = {}
        self.seed_state: Tables | None = None
        self.dirty = True
        self.reset_clock: str | None = None  # the clock of the last reset when it was not the seed's (a unit's `now`)
        self.browser_layer: BrowserLayer | None = None
        self.last_verdict = time.perf_counter()  # JUnit times: each verdict carries the seconds since the previous one
        self.epoch: int | None = None  # the app's reset counter, when it serves one (state protocol)
        self.interfered: str | None = None  # why we believe another client reset the app under us
        self.vacuous: dict[str, str] = {}  # assert id -> why it proves nothing (it held before the action)
        self.vacuity_checked = 0
        self.vacuous_steps: dict[str, str] = {}  # "<journey> step N" -> the expect step that held before its action
        self.steps_checked = 0
        self.disorder: list[str] = []  # states read after writes whose rows were out of primary-key order (protocol.end)
        self.states_after_writes = 0

    # -- protocol -------------------------------------------------------------------------------
    def reset(self, now: str | None = None) -> Exchange:
        """POST /api/reset to the seed's clock (or `now`); an app that refuses is an infrastructure error."""
        body = {"now": now or self.env.clock()}
        self.reset_clock = now
        ex = self.client.request("POST", "/api/reset", body=body, has_body=True, step="reset", protocol=True)
        if ex.error_kind or ex.status is None or not 200 <= ex.status < 300:
            raise InfraError(ex.error_kind or "reset", f"POST /api/reset failed: {ex.error or f'status {ex.status}'}")
        epoch = _epoch(ex.json)
        if epoch is not None and self.epoch is not None and epoch != self.epoch + 1:
            self._interfere(f"POST /api/reset answered epoch {epoch} after our epoch {self.epoch}: another client reset the app")
        self.epoch = epoch
        self.dirty = False
        return ex

    def read_state(self) -> Tables:
        ex = self.client.request("GET", "/api/state", step="state", protocol=True)
        if ex.error_kind:
            raise InfraError(ex.error_kind, f"GET /api/state failed: {ex.error}")
        if ex.status != 200 or not ex.has_json:
            why = f" ({ex.error})" if ex.error else ("" if ex.text else " (an empty body)")
            raise InfraError("state", f"GET /api/state answered status {ex.status} without a JSON state{why}")
        errors = list(jsonschema.Draft202012Validator(STATE_SCHEMA).iter_errors(ex.json))
        if errors:
            raise InfraError("state", f"GET /api/state is not a valid state: {errors[0].message[:200]}")
        epoch = _epoch(ex.json)
        if epoch is not None and self.epoch is not None and epoch != self.epoch:
            self._interfere(
                f"GET /api/state shows epoch {epoch} while our last reset made it {self.epoch}: another client reset the app"
            )
        return ex.json["tables"]

    def _restarted(self) -> None:
        """The verifier restarted the app: its reset counter starts afresh, which is no sign of another client."""
        self.epoch = None

    def _interfere(self, why: str) -> None:
        """Another client reset the app during the run: what we measure is no longer ours; stop and say so."""
        self.interfered = self.interfered or why
        raise InfraError("interfered", why)

    # -- units ----------------------------------------------------------------------------------
    def units(self) -> list[Unit]:
        c = self.env.contract
        units: list[Unit] = []
        if "leaf" in self.options.layers:
            units += [self.protocol[0]]
            units += [Unit("probe", p.id, p.steps, [self.asserts[a] for a in p.asserts], now=instant(p.now)) for p in c.probes]
        if "mid" in self.options.layers:
            units += [
                Unit("chain", ch.id, ch.steps, [self.asserts[a] for a in ch.asserts], ch.family, now=instant(ch.now))
                for ch in c.chains
            ]
            units += self.walks
        units += self.security
        if "leaf" in self.options.layers:
            units += [self.clock, self.stack, self.protocol[1]]
        return [u for u in units if self.in_focus(a.id for a in u.asserts)]

    def in_focus(self, assert_ids: Iterable[str]) -> bool:
        """Whether a unit judges one of the rules the run is focused on (every unit is, without a focus)."""
        rules = self.options.rules
        return rules is None or any(r.root in rules for a in assert_ids for r in self.asserts[a].rules or [])

    def run_unit(self, unit: Unit) -> None:
        try:
            self._run_unit(unit)
        except Exception as exc:  # whatever the app sent, the run goes on and says where it broke
            self._infra("engine", f"the verifier could not finish {unit.kind} {unit.id}: {type(exc).__name__}: {exc}", None)
            for a in unit.asserts:
                if a.id not in self.results:
                    self._record(a, INFRA, f"the verifier could not evaluate: {type(exc).__name__}", unit, [])

    def _run_unit(self, unit: Unit) -> None:
        if unit.kind == "stack" and self.options.stack is None:
            for a in unit.asserts:
                self._record(a, NOT_RUN, NOT_OURS, unit, [])
            return
        needs_state = any(self._needs_state(a) for a in unit.asserts)
        observed: dict[str, Any] | None = None
        reset: list[Exchange] = []
        try:
            if self.dirty or unit.reset_first or unit.now != self.reset_clock:
                restored = self.reset(unit.now)
                # a unit under its own clock shows its reset in the evidence: a reproduction starts from it
                reset = [restored] if unit.now else []
            if unit.base is not None:  # the plain call first: what the varied one is compared with
                self.dirty = True
                plain, _ = run_steps(self.client, unit.base, self.endpoints, self.transforms)
                broken = next((ex for ex in plain if ex.error_kind), None)
                if broken:
                    raise InfraError(broken.error_kind or "connection", f"{broken.method} {broken.url}: {broken.error}")
                observed = {
                    "base": self.read_state(),
                    "base_status": [ex.status for ex in plain],
                    "base_bodies": [ex.json if ex.has_json else None for ex in plain],
                }
                self.reset(unit.now)
            if unit.kind == "clock":  # the same steps under the seed's clock, then under a later one
                self.dirty = True
                run_steps(self.client, unit.steps, self.endpoints, self.transforms)
                observed = {"first": self.read_state()}
                self.reset(shifted_clock(self.env))
            exchanges, captures = run_steps(self.client, unit.steps, self.endpoints, self.transforms)
            exchanges = reset + exchanges
            self.dirty = any(s.call and self.endpoints[s.call].method.value != "GET" for s in unit.steps)
            broken = next((ex for ex in exchanges if ex.error_kind), None)
            if broken:
                self.dirty = True
                raise InfraError(broken.error_kind or "connection", f"{broken.method} {broken.url}: {broken.error}")
            after = self.read_state() if needs_state else None
            if self.dirty:
                self._judge_order(after, f"{unit.kind} {unit.id}")
            if unit.kind == "clock" and observed is not None:
                observed["shifted"] = self.read_state()
                for label, state in observed.items():
                    self._judge_order(state, f"protocol.clock ({label} clock)")
            if unit is self.protocol[1]:
                observed = {"judged": self.states_after_writes, "disorder": self.disorder}
            if unit.kind == "stack" and self.options.stack is not None:
                self.dirty = True
                observed = observe(self.options.stack, unit.asserts[0].check.params["keys"], self.read_state, self._restarted)
        except InfraError as exc:
            self.dirty = True
            self._infra(exc.kind, str(exc), f"{unit.kind} {unit.id}")
            for a in unit.asserts:
                self._record(a, INFRA, str(exc), unit, [])
            return
        ctx = CheckContext(
            exchanges=exchanges,
            captures=captures,
            before=self.seed_state,
            after=after,
            keys=self.keys,
            response_schemas=self.response_schemas,
            ops=self.ops,
            stack=observed,
        )
        for a in unit.asserts:
            self._evaluate(a, ctx, unit)
        if self.options.vacuity and unit.kind == "chain":
            self._chain_vacuity(unit, captures)

    def _judge_order(self, state: Tables | None, where: str) -> None:
        """Remember a state read after writes whose rows are out of primary-key order; protocol.end judges them all."""
        if state is None or state == self.seed_state:
            return  # the writes changed nothing: no order of added rows to judge
        self.states_after_writes += 1
        first = out_of_order(self.seed_state, self.keys)  # already leaf.protocol.state.order's finding: one fault, one point
        found = out_of_order(state, self.keys)
        self.disorder += [f"{table} after {where} ({pair})" for table, pair in found.items() if table not in first]

    def _chain_vacuity(self, unit: Unit, captures: dict[str, Any]) -> None:
        """Judge the chain's asserts on two pictures from before their action; vacuous when both already pass.

        The action an assert follows is the last write before the step it reads (for a state check, the chain's last
        write). The pictures: the seed, before the chain wrote anything, and the chain replayed up to just before that
        write. A check that fails on either proves something; one that reads a write's own response, or reads
        something no write precedes, has no before and is not judged.
        """
        names = [s.name or s.call for s in unit.steps]
        writes = [i for i, s in enumerate(unit.steps) if self.endpoints[s.call].method.value != "GET"]
        if not writes:
            return
        plan: dict[int, list[tuple[Assert, list[int]]]] = {}
        for a in filter(self._eligible, unit.asserts):
            read = resolve(steps_read(a.check.model_dump()), names)
            at = sorted(names.index(n) for n in read if n in names)
            if len(at) != len(read) or any(i in writes for i in at):
                continue  # a write's own response has no before
            action = max((w for w in writes if not at or w < max(at)), default=None)
            if action is not None:
                plan.setdefault(action, []).append((a, at))
                self.vacuity_checked += 1
        if not plan:
            return
        reads = sorted({i for group in plan.values() for _, at in group for i in at})
        pictures: dict[int | None, CheckContext] = {}
        try:
            for action in [None, *sorted(plan)]:
                self.reset(unit.now)
                self.dirty = True
                prefix = unit.steps[:action] if action is not None else []
                _, replayed = run_steps(self.client, prefix, self.endpoints, self.transforms)
                wanted = reads if action is None else sorted({i for _, at in plan[action] for i in at})
                exchanges, _ = run_steps(
                    self.client, [unit.steps[i] for i in wanted], self.endpoints, self.transforms, captures | replayed
                )
                state = self.read_state() if action is not None and prefix else self.seed_state
                pictures[action] = CheckContext(
                    exchanges=exchanges,
                    captures=captures,
                    before=self.seed_state,
                    after=state,
                    keys=self.keys,
                    response_schemas=self.response_schemas,
                    ops=self.ops,
                )
        except InfraError:
            return  # the real verdicts stand; there is nothing to judge the before on
        for action, group in sorted(plan.items()):
            for a, _ in group:
                if self._holds(a, pictures[None]) and self._holds(a, pictures[action]):
                    self.vacuous[a.id] = (
                        f"it already holds before the chain and just before step {action + 1} ({names[action]}), "
                        "the write it follows: it proves nothing about the action"
                    )

    def _holds(self, a: Assert, picture: CheckContext) -> bool:
        """Whether the assert passes on a picture (the verdict is not recorded)."""
        picture._diff = None
        return self._verdict(a, picture).ok

    def _eligible(self, a: Assert) -> bool:
        """A passing mid or root assert that does not declare an invariant: the vacuity check judges it."""
        result = self.results.get(a.id)
        return (
            a.level.value in ("mid", "root")
            and not a.invariant
            and a.check.op not in INVARIANT_OPS
            and result is not None
            and result.outcome == PASS
        )

    def check_vacuity(self, unit: Unit, before: CheckContext) -> None:
        """Judge a journey's passing asserts again on the seed state and its start page: one that still holds there
        proves nothing about the journey."""
        for a in unit.asserts:
            reads_page = a.check.op.startswith("eval_page")
            if not self._eligible(a) or (reads_page and before.page is None) or not (reads_page or self._needs_state(a)):
                continue
            self.vacuity_checked += 1
            before._diff = None
            if self._verdict(a, before).ok:
                where = "on the start page, before the journey's steps" if reads_page else f"before {unit.kind} {unit.id}"
                self.vacuous[a.id] = f"it already holds {where}: it proves nothing about the action"

    def _needs_state(self, a: Assert) -> bool:
        return self._check_needs_state(a.check.op, a.check.params or {})

    def _check_needs_state(self, name: str, params: dict[str, Any]) -> bool:
        op = self.ops.get(name)
        if op is None:
            return False
        nested = params.get("checks", []) if name == "eval_all" else []
        return op.needs_state or any(self._check_needs_state(c.get("op", ""), c.get("params", {})) for c in nested)

    def _verdict(self, a: Assert, ctx: CheckContext) -> Verdict:
        op = self.ops.get(a.check.op)
        if op is None:
            return Verdict(False, f"unknown op {a.check.op!r}: run fgb validate")
        params = substitute(a.check.params or {}, ctx.captures)
        ctx.looked_at = None
        try:
            return op.function(ctx, params)
        except Exception as exc:  # an op must not take the run down; the message says which
            return Verdict(False, f"op {a.check.op} raised {type(exc).__name__}: {exc}")

    def _evaluate(self, a: Assert, ctx: CheckContext, unit: Unit) -> None:
        if self.ops.get(a.check.op) is None:
            self._record(a, FAIL, f"unknown op {a.check.op!r}: run fgb validate", unit, ctx.exchanges)
            return
        params = substitute(a.check.params or {}, ctx.captures)
        verdict = self._verdict(a, ctx)
        evidence: dict[str, Any] = {"exchanges": [ex.evidence() for ex in ctx.exchanges]}
        if self._check_needs_state(a.check.op, params):
            evidence["state_diff"] = ctx.diff().to_json()
        if verdict.observed is not None:
            evidence["observed"] = verdict.observed
        if not verdict.ok and ctx.looked_at is not None:
            evidence["failed_exchange"] = ctx.looked_at
        self._record(a, PASS if verdict.ok else FAIL, verdict.message, unit, ctx.exchanges, evidence)

    def _record(
        self,
        a: Assert,
        outcome: str,
        message: str,
        unit: Unit | None,
        exchanges: list[Exchange],
        evidence: dict[str, Any] | None = None,
    ) -> None:
        now = time.perf_counter()
        elapsed, self.last_verdict = (now - self.last_verdict if unit and outcome != NOT_RUN else 0.0), now
        self.results[a.id] = AssertOutcome(
            id=a.id,
            level=a.level.value,
            statement=a.statement,
            op=a.check.op,
            outcome=outcome,
            message=message,
            source=f"{unit.kind} {unit.id}" if unit else None,
            rules=sorted({r.root for r in a.rules or []}),
            evidence=evidence if evidence is not None else {"exchanges": [ex.evidence() for ex in exchanges]},
            duration_s=round(elapsed, 4),
        )

    def _infra(self, kind: str, message: str, where: str | None) -> None:
        self.infrastructure.append({"kind": kind, "message": message[:500], "where": where})

    # -- the run --------------------------------------------------------------------------------
    def start(self) -> None:
        """Reset the app and keep the seed's state: what every unit's asserts compare with. Raises InfraError."""
        self.reset()
        self.seed_state = self.read_state()
        self.dirty = False

    def failed(self, unit: Unit, outcomes: tuple[str, ...] = (FAIL,)) -> list[str]:
        """The unit's asserts with one of these outcomes: failed, or with INFRA, met an infrastructure error (the app
        stopped answering or was too slow)."""
        return [a.id for a in unit.asserts if a.id in self.results and self.results[a.id].outcome in outcomes]

    def run(self) -> dict[str, Any]:
        started_at = datetime.now(UTC)
        t0 = time.perf_counter()
        units = self.units()
        completed = True
        try:
            self.start()
        except InfraError as exc:
            self._infra("app_start" if exc.kind == "connection" else exc.kind, f"the app is not usable: {exc}", None)
            units_to_run: list[Unit] = []
            completed = False
            for unit in units:
                for a in unit.asserts:
                    self._record(a, INFRA, f"not run: {exc}", unit, [])
        else:
            units_to_run = units
        for i, unit in enumerate(units_to_run):
            if self.interfered:
                completed = False
                for rest in units_to_run[i:]:
                    for a in rest.asserts:
                        self._record(a, INFRA, "not run: another client reset the app during this run", rest, [])
                break
            if self.deadline.expired():
                completed = False
                self._infra(
                    "budget", f"time budget of {self.options.budget_s:.0f} s spent; {len(units_to_run) - i} unit(s) not run", None
                )
                for rest in units_to_run[i:]:
                    for a in rest.asserts:
                        self._record(a, INFRA, "not run: the time budget was spent", rest, [])
                break
            self.progress(f"{unit.kind} {unit.id}", i, len(units_to_run))
            self.run_unit(unit)
        if completed and ({"root", "visual"} & set(self.options.layers) or self.security_flows):
            self.browser_layer = BrowserLayer(self)
            self.browser_layer.run(self.options.layers)
        self.progress("done", len(units_to_run), len(units_to_run))
        self.client.close()
        if self.deadline.expired() or self.interfered:
            completed = False
        return self._report(started_at, time.perf_counter() - t0, completed)

    def not_started(self, why: str, kind: str = "app_start") -> dict[str, Any]:
        """The report of a run whose app never answered (or that never finished): every planned check is an
        infrastructure error."""
        kept = why if len(why) <= 4000 else f"{why[:500]}\n[...]\n{why[-3000:]}"  # the reason and the log's tail
        self.infrastructure.append({"kind": kind, "message": kept, "where": None})
        not_run = "not run: the app did not start" if kind == "app_start" else f"not run: {kind}"
        for unit in self.units():
            for a in unit.asserts:
                self._record(a, INFRA, not_run, unit, [])
        self.client.close()
        return self._report(datetime.now(UTC), 0.0, False)

    def _vacuity_summary(self) -> dict[str, Any]:
        """What the vacuity check judged: asserts that held before their action, and journey expects that did."""
        summary: dict[str, Any] = {"checked": self.vacuity_checked, "vacuous": sorted(self.vacuous)}
        if self.steps_checked:
            summary["steps_checked"] = self.steps_checked
            summary["vacuous_steps"] = [{"step": k, "why": v} for k, v in sorted(self.vacuous_steps.items())]
        return summary

    def _report(self, started_at: datetime, duration: float, completed: bool) -> dict[str, Any]:
        layers = set(self.options.layers)
        walked = [a for unit in self.ui_walks for a in unit.asserts]
        for a in [*self.env.asserts.asserts, *self.shown_asserts, *walked]:  # a journey's are recorded only when it runs
            if a.id in self.results:
                continue
            focused_away = self.options.rules is not None and not self.in_focus([a.id])
            if a.level.value in layers and not completed and not focused_away:
                self._record(a, INFRA, "not run: the run could not complete (see infrastructure)", None, [])
            elif a.level.value in layers and self.options.rules is not None:
                self._record(a, NOT_RUN, "not run: its unit judges none of the rules the run was focused on", None, [])
            else:
                self._record(a, NOT_RUN, f"the {a.level.value} layer was not run", None, [])
        results = list(self.results.values())
        planned = [r for r in results if r.level in layers and r.outcome != NOT_RUN]
        missed = sum(r.outcome == INFRA for r in planned)
        if missed:
            completed = False
            self._infra(
                "incomplete", f"{missed} of {len(planned)} planned check(s) did not run (see the infra_error results)", None
            )
        chains = []
        if "mid" in layers:
            for ch in self.env.contract.chains:
                outcome = chain_outcome([self.results[a] for a in ch.asserts])
                if outcome == NOT_RUN:  # outside a rule focus
                    continue
                chains.append(ChainOutcome(ch.id, ch.family, outcome, sorted({s.call for s in ch.steps})))
            for walk in self.walks:
                outcome = chain_outcome([self.results[a.id] for a in walk.asserts if a.id in self.results])
                if outcome != NOT_RUN:  # a walk judging none of a focus's rules is not run
                    chains.append(
                        ChainOutcome(walk.id, walk.family, outcome, sorted({s.call for s in walk.steps}), basis="rules")
                    )
        leaf_by_endpoint: dict[str, list[str]] = {}
        for p in self.env.contract.probes:
            leaf_by_endpoint.setdefault(p.endpoint, []).extend(p.asserts)
        browser = self.browser_layer
        journeys = browser.journeys if browser else []
        cites = {
            a.id: Cites(frozenset(f.root for f in a.facets or []), frozenset(r.root for r in a.rules or []))
            for a in self.asserts.values()
        }
        chain_asserts = {ch.id: list(ch.asserts) for ch in self.env.contract.chains} | {
            walk.id: [a.id for a in walk.asserts] for walk in self.walks
        }
        unavailable = browser.unavailable if browser else {}
        scores = score(results, chains, leaf_by_endpoint, layers, journeys, cites, chain_asserts, unavailable)
        order = {FAIL: 0, INFRA: 1, PASS: 2, NOT_RUN: 3}
        return {
            "environment": self.env.name,
            "engine_version": __version__,
            "run_id": self.options.run_id,
            "app": {"url": self.client.base_url, "ui_url": self.options.ui_url, "start_command": None, "log_file": None},
            "started_at": started_at.isoformat().replace("+00:00", "Z"),
            "reset_now": self.env.clock(),
            "duration_s": round(duration, 3),
            "http_exchanges": self.client.count,
            "layers": [layer for layer in ALL_LAYERS if layer in self.options.layers],
            "completed": completed,
            "checks": {"planned": len(planned), "ran": len(planned) - missed},
            "interfered": bool(self.interfered),
            "scores": scores,
            "results": [
                vars(r) | ({"vacuous": self.vacuous[r.id]} if r.id in self.vacuous else {})
                for r in sorted(results, key=lambda r: (order[r.outcome], r.level, r.id))
            ],
            "chains": [vars(c) for c in chains],
            "journeys": journeys,
            "screens": browser.screen_results if browser else [],
            "browser": {"launches": browser.launches if browser else 0, "seconds": round(browser.seconds, 3) if browser else 0.0}
            | ({"chromium": browser.chromium} if browser and browser.chromium else {}),
            "infrastructure": self.infrastructure,
        } | ({"vacuity": self._vacuity_summary()} if self.options.vacuity else {})


def _epoch(payload: Any) -> int | None:
    """The reset counter an app serves (optional in the state protocol); None when it serves none."""
    value = payload.get("epoch") if isinstance(payload, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def unfinished_report(env: Environment, options: RunOptions) -> dict[str, Any]:
    """What a run leaves in its folder before it starts: incomplete, every check unrun, until its reports replace it."""
    why = (
        f"run {options.run_id} started at {datetime.now(UTC).isoformat(timespec='seconds').replace('+00:00', 'Z')} "
        "and did not finish: it was stopped (a signal, a kill, the machine) before it wrote its reports"
    )
    return Runner(env, "http://127.0.0.1:9", options).not_started(why, kind="unfinished")


def verify(
    env: Environment, base_url: str, options: RunOptions | None = None, progress: Progress | None = None
) -> dict[str, Any]:
    """Verify a running app at base_url against an environment; returns the report (score.schema.json)."""
    return Runner(env, base_url, options or RunOptions(), progress).run()
