"""`fgb mutation ENV`: mutation testing by a tool (cosmic-ray) over a gold app's rule code, the verifier as the test.

Our hand-written mutants (proving/mutants.py) mirror our own asserts; a tool's mutants do not, so a survivor is news:
either the mutated code cannot change behaviour, or it changes behaviour nobody judges.

- Rule code: ref_apps/<pkg>/app/handlers/**.py and the app's other top-level modules (store.py, search.py, ...),
  never the plumbing (PLUMBING), the generated routes (app/api/), the UI (app/ui/) or the shared kit.
- Mutants: cosmic-ray's operators at every position of that code (`cosmic-ray init`'s enumeration), except positions
  inside type annotations, which `from __future__ import annotations` makes inert.
- Each mutant is applied to a private copy of ref_apps in a temporary directory (with environments/ linked beside it,
  where the kit looks), the mutated app started there by a fork server (proving/forkserver.py: the heavy imports
  once, a fresh app per mutant) and verified on leaf and mid with the units that execute the mutated statement on
  the gold app (proving/coverage_map.py, measured once per campaign): no other unit can observe the mutation. A
  mutant whose statement no unit executes survives without a run (`units_run` 0). `--all-units` verifies every
  mutant with every unit, as `fgb verify ENV --layers leaf,mid` would. The checkout is never written, so nothing
  needs restoring after Ctrl-C.
- Verdicts: `killed` (a leaf or mid assert that passes on the gold app failed, or the app stopped answering in two
  verifications running: one is retried when only infrastructure errors killed it, so load makes no false kill),
  `survived`, `stillborn` (the mutated app did not start: an infrastructure outcome, not a kill by an assert).

The result (contracts/results/mutation/ENV.json): environment, tool, sample/seed (null for a full campaign),
enumerated (mutants the campaign has), excluded (positions left out, by reason: annotation, uncompilable),
complete (false while a campaign is under way: it is rewritten after every mutant), mutants, killed, survived,
stillborn, equivalent (survivors triaged so), score = killed / (mutants - equivalent - stillborn), seconds,
mutants_per_minute, untriaged (survivor ids the triage lacks), and rows: one per mutant with id, file, line,
operator, occurrence, verdict, killers (failed assert ids, at most five), units_run, seconds, and for a survivor its
diff; selection says how units were chosen (`coverage` or `all`).

The triage (ref_apps/<pkg>/mutation_triage.json), written by hand: {"environment": ENV, "survivors": {ID: {"class",
"why", "rule"?, "file", "line", "operator"}}}. ID is a row's id (file:operator:occurrence); class is `equivalent`
(the mutated code cannot change behaviour: why says why), `unstated` (it changes behaviour the brief does not state:
why says which) or `missed` (it breaks a stated rule no grader catches: rule is that id in contract.json /rules);
file, line and operator repeat the row so a reader can find the code without running the tool.
"""

from __future__ import annotations

import ast
import json
import os
import random
import shutil
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import paths

PLUMBING = {"__init__.py", "main.py", "db.py", "models.py", "mutants.py", "protocol.py"}
CLASSES = ("equivalent", "unstated", "missed")
LAYERS = ("leaf", "mid")
BUDGET_S = 60.0  # per mutant: a mutant that loops forever is killed by its timeouts, not waited on for the default 300 s


@dataclass(frozen=True)
class Mutant:
    """One cosmic-ray mutation of one rule module: `file` is relative to the checkout root."""

    file: str
    operator: str
    occurrence: int
    line: int
    column: int = 0

    @property
    def id(self) -> str:
        return f"{self.file}:{self.operator.removeprefix('core/')}:{self.occurrence}"


def rule_modules(root: Path, env: str) -> list[Path]:
    """The gold app's hand-written rule code, relative to the checkout root."""
    app = paths.ref_app_dir(root, env) / "app"
    found = sorted(app.glob("handlers/**/*.py")) + sorted(p for p in app.glob("*.py") if p.name not in PLUMBING)
    return [p.relative_to(root) for p in found]


def enumerate_mutants(root: Path, env: str) -> tuple[list[Mutant], dict[str, int]]:
    """Every cosmic-ray mutation of the rule modules, in a stable order, and how many were left out and why.

    Left out: positions inside type annotations (inert), the bare `*` of a signature (cosmic-ray reads the
    keyword-only marker as a multiplication and makes it `/`, which changes no call that passes those arguments by
    keyword, as every route does), mutations that do not compile (cosmic-ray's binary
    operators also match the `*` and `**` of a signature: `**_` becomes `-_`), which would only count as stillborn,
    and mutations the tool fails to apply.
    """
    from cosmic_ray.commands.init import init
    from cosmic_ray.work_db import WorkDB, use_db

    found: list[Mutant] = []
    excluded = {"annotation": 0, "signature_marker": 0, "uncompilable": 0, "tool_error": 0}
    with tempfile.TemporaryDirectory() as tmp, use_db(Path(tmp) / "session.sqlite", WorkDB.Mode.create) as db:
        init([root / m for m in rule_modules(root, env)], db, {})
        for item in db.work_items:
            spec = item.mutations[0]
            path = Path(spec.module_path)
            mutant = Mutant(str(path.relative_to(root)), spec.operator_name, spec.occurrence, *spec.start_pos)
            pos = tuple(spec.start_pos)
            reason = (
                "annotation"
                if _in_annotation(path, pos)
                else "signature_marker"
                if _signature_marker(path, pos)
                else _unusable(root, mutant)
            )
            if reason:
                excluded[reason] += 1
            else:
                found.append(mutant)
    return sorted(found, key=lambda m: (m.file, m.line, m.operator, m.occurrence)), excluded


def _unusable(root: Path, mutant: Mutant) -> str | None:
    """Why a mutant cannot run: `uncompilable`, or `tool_error` (cosmic-ray itself fails to apply it: its
    ExceptionReplacer raises on `except module.Error`); None when it can."""
    from cosmic_ray.mutating import mutate_code
    from cosmic_ray.plugins import get_operator

    try:
        code = mutate_code((root / mutant.file).read_text(encoding="utf-8"), get_operator(mutant.operator)(), mutant.occurrence)
    except Exception:  # noqa: BLE001 - the tool's own bug, counted and left out rather than ending the campaign
        return "tool_error"
    with warnings.catch_warnings():  # `x is "literal"` mutants warn; they compile, and run
        warnings.simplefilter("ignore", SyntaxWarning)
        try:
            compile(code or "", mutant.file, "exec")
        except SyntaxError:
            return "uncompilable"
    return None


def _signature_marker(path: Path, pos: tuple[int, int]) -> bool:
    """Whether (line, column) is the bare `*` that makes a function's later parameters keyword-only."""
    line, column = pos
    text = path.read_text(encoding="utf-8").splitlines()
    if line > len(text) or text[line - 1][column : column + 1] != "*" or text[line - 1][column : column + 2] == "**":
        return False
    for node in ast.walk(ast.parse("\n".join(text))):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) or not node.args.kwonlyargs:
            continue
        if node.args.vararg is not None:
            continue  # `*args`, not a bare marker
        first = node.args.kwonlyargs[0]
        before = [a for a in (*node.args.posonlyargs, *node.args.args)]
        start = (before[-1].end_lineno, before[-1].end_col_offset) if before else (node.lineno, node.col_offset)
        if start <= pos < (first.lineno, first.col_offset) and not any(
            (d.lineno, d.col_offset) <= pos < (d.end_lineno or d.lineno, d.end_col_offset or 0) for d in node.args.defaults
        ):
            return True
    return False


def _in_annotation(path: Path, pos: tuple[int, int]) -> bool:
    return any(start <= pos < end for start, end in _annotation_spans(path))


_SPANS: dict[Path, list[tuple[tuple[int, int], tuple[int, int]]]] = {}


def _annotation_spans(path: Path) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) of every annotation in a module: arguments, returns and annotated assignments."""
    if path not in _SPANS:
        spans = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            notes: list[ast.expr | None] = []
            if isinstance(node, ast.arg):
                notes = [node.annotation]
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                notes = [node.returns]
            elif isinstance(node, ast.AnnAssign):
                notes = [node.annotation]
            spans += [((n.lineno, n.col_offset), (n.end_lineno or n.lineno, n.end_col_offset or 0)) for n in notes if n]
        _SPANS[path] = spans
    return _SPANS[path]


@contextmanager
def private_checkout(root: Path) -> Iterator[Path]:
    """A temporary directory holding a copy of ref_apps/ and a link to environments/: where mutants are applied."""
    # a campaign stopped by Ctrl-C must end on its message, not on a file a dying runner wrote after the sweep
    with tempfile.TemporaryDirectory(prefix="fgb-mutation-", ignore_cleanup_errors=True) as tmp:
        work = Path(tmp)
        shutil.copytree(root / "ref_apps", work / "ref_apps", ignore=shutil.ignore_patterns("__pycache__"))
        os.symlink(paths.environments_dir(root).resolve(), work / "environments")  # absolute: a relative root loops
        yield work


def verify_app(root: Path, env: str, cwd: Path, log: Path) -> dict[str, Any]:
    """Start the gold app found under cwd and verify it on leaf and mid; {"error": ...} when it does not start."""
    from ..engine.app_process import AppProcess, AppStartError
    from ..engine.runner import RunOptions, verify
    from ..environment import load_environment
    from ..gold import gold_command

    environment = load_environment(paths.environments_dir(root) / env)
    # No bytecode: a mutated module is rewritten within the same second, and a stale .pyc would serve the old one.
    extra = {"PYTHONDONTWRITEBYTECODE": "1"}
    try:
        with AppProcess(gold_command(root, env), log, env=extra, cwd=cwd) as app:
            return verify(environment, app.url, RunOptions(layers=LAYERS, budget_s=BUDGET_S))
    except AppStartError as exc:
        return {"error": str(exc)}


class Campaign:
    """One campaign's machinery in a private checkout: the fork server, the gold app's coverage map, the units."""

    def __init__(self, root: Path, env: str, work: Path, select: bool = True) -> None:
        from ..environment import load_environment

        self.root, self.env, self.work, self.select = root, env, work, select
        self.environment = load_environment(paths.environments_dir(root) / env)
        self.target = f"ref_apps.{paths.ref_app_dir(root, env).name}.app.main:app"
        self.lines: dict[str, dict[str, list[str]]] = {}

    def __enter__(self) -> Campaign:
        from .forkserver import ForkServer

        self.forks = ForkServer(self.work, self.work / "forkserver.log", {"PYTHONDONTWRITEBYTECODE": "1"}).__enter__()
        if self.select:
            self.lines = self._measure()
        return self

    def __exit__(self, *exc: object) -> None:
        self.forks.__exit__(*exc)

    def _measure(self) -> dict[str, dict[str, list[str]]]:
        """The gold app's line -> units map, measured in a process of its own (coverage traces everything it runs)."""
        import subprocess
        import sys

        out = self.work / "coverage_map.json"
        done = subprocess.run(
            [sys.executable, "-m", "forgingground.proving.coverage_map", self.env, str(out)],
            cwd=self.work,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
            capture_output=True,
            text=True,
            timeout=600,
        )
        if done.returncode != 0:
            raise RuntimeError(f"measuring the gold app's coverage failed: {done.stderr[-2000:]}")
        return dict(json.loads(out.read_text(encoding="utf-8")))

    def units_for(self, mutant: Mutant) -> set[str] | None:
        """The unit keys that can observe the mutant (None: every unit)."""
        from .coverage_map import header_lines, units_running

        if not self.select:
            return None
        source = (self.work / mutant.file).read_text(encoding="utf-8")
        return units_running(self.lines, mutant.file, header_lines(source, mutant.line, mutant.column))

    def verify(self, keys: set[str] | None, log: Path) -> dict[str, Any]:
        """Serve the app as it is on disk in a forked child and run the chosen units (all when keys is None):
        {"failed": [assert ids], "units_run": n} or {"error": why} when the app did not start."""
        import httpx

        from ..engine.app_process import free_port
        from ..engine.runner import Runner, RunOptions
        from ..engine.units import InfraError
        from .coverage_map import unit_key

        port = free_port()
        pid = self.forks.serve(self.target, port, log)
        try:
            url = f"http://127.0.0.1:{port}"
            ends = time.monotonic() + BUDGET_S
            while True:
                try:
                    httpx.get(url + "/api/state", timeout=5)
                    break
                except httpx.HTTPError:
                    if not self.forks.running(pid) or time.monotonic() > ends:
                        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
                        return {"error": f"the app did not start: {tail}"}
                    time.sleep(0.05)
            runner = Runner(self.environment, url, RunOptions(layers=LAYERS, budget_s=BUDGET_S))
            chosen = [u for u in runner.units() if keys is None or unit_key(u.kind, u.id) in keys]
            failed: list[str] = []
            broken: list[str] = []
            try:
                if chosen:
                    runner.start()
            except InfraError as exc:
                return {"failed": [], "broken": [f"(reset) {exc}"], "units_run": 0}
            for unit in chosen:
                if runner.deadline.expired():
                    broken.append(f"(budget) {BUDGET_S:.0f} s spent")
                    break
                runner.run_unit(unit)
                failed += runner.failed(unit)
                broken += runner.failed(unit, ("infra_error",))
            runner.client.close()
            return {"failed": sorted(failed), "broken": sorted(broken), "units_run": len(chosen)}
        finally:
            self.forks.stop(pid)


def failed_asserts(report: dict[str, Any]) -> list[str]:
    """Assert ids that failed (or met an infrastructure error: the app stopped answering) in a verify report."""
    return sorted(r["id"] for r in report["results"] if r["outcome"] in ("fail", "infra_error"))


def run_mutant(campaign: Campaign, mutant: Mutant, gold_failures: set[str]) -> dict[str, Any]:
    """Apply one mutant to the private copy, verify the mutated app with the units that can see it, restore the copy."""
    from cosmic_ray.mutating import use_mutation
    from cosmic_ray.plugins import get_operator

    started = time.perf_counter()
    row: dict[str, Any] = {"id": mutant.id, "file": mutant.file, "line": mutant.line, "operator": mutant.operator}
    keys = campaign.units_for(mutant)
    work = campaign.work
    with use_mutation(work / mutant.file, get_operator(mutant.operator)(), mutant.occurrence) as (before, after):
        if after is None:
            raise RuntimeError(f"cosmic-ray applied nothing for {mutant.id}: has {mutant.file} changed since enumeration?")
        outcome: dict[str, Any] = {"failed": [], "broken": [], "units_run": 0}
        for _attempt in (1, 2):
            if keys != set():
                outcome = campaign.verify(keys, work / "app.log")
            # A mutant that only broke the app's answers (timeouts, a crash) is verified once more: a loaded machine
            # must not pass off a slow answer as a kill. Broken twice, it counts (an endless loop is a real fault).
            if "error" in outcome or [a for a in outcome["failed"] if a not in gold_failures] or not outcome["broken"]:
                break
            row["retried"] = f"only infrastructure errors the first time: {outcome['broken'][:3]}"
    if "error" in outcome:
        row.update(verdict="stillborn", note=outcome["error"][:300])
    else:
        killers = [a for a in outcome["failed"] + outcome["broken"] if a not in gold_failures]
        row.update(verdict="killed" if killers else "survived", killers=killers[:5], units_run=outcome["units_run"])
    if row["verdict"] == "survived":
        row["diff"] = _diff(before, after, mutant.file)
    row["seconds"] = round(time.perf_counter() - started, 2)
    return row


def _diff(before: str, after: str, name: str) -> str:
    import difflib

    lines = difflib.unified_diff(before.splitlines(), after.splitlines(), f"a/{name}", f"b/{name}", lineterm="", n=1)
    return "\n".join(lines)


def choose(mutants: list[Mutant], sample: int | None, seed: int) -> list[Mutant]:
    """All mutants in a seeded shuffle (so a campaign cut short is still a fair sample), or `sample` of them."""
    order = list(mutants)
    random.Random(seed).shuffle(order)
    return order[:sample] if sample else order


def run_campaign(
    root: Path,
    env: str,
    sample: int | None = None,
    seed: int = 0,
    out: Path | None = None,
    progress: Callable[[str], None] = lambda line: print(line, flush=True),
    only: list[str] | None = None,
    resume: dict[str, Any] | None = None,
    select: bool = True,
) -> dict[str, Any]:
    """Run the chosen mutants one at a time; rewrite the result at `out` after each, so a cut-short campaign counts.

    `resume` is an earlier result of the same campaign: its rows of mutants still enumerated are kept, and only the
    other mutants run."""
    everything, excluded = enumerate_mutants(root, env)
    ids = {m.id for m in everything}
    rows: list[dict[str, Any]] = [r for r in (resume or {}).get("rows", []) if r["id"] in ids]
    done = {r["id"] for r in rows}
    chosen = [m for m in everything if m.id in only] if only else choose(everything, sample, seed)
    chosen = [m for m in chosen if m.id not in done]
    triage = load_triage(root, env)
    started = time.perf_counter() - sum(r["seconds"] for r in rows)  # a resumed campaign's time: its kept rows' own
    meta = {
        "environment": env,
        "sample": sample,
        "seed": seed if sample else None,
        "enumerated": len(everything),
        "excluded": excluded,
        "selection": "coverage" if select else "all",
    }
    with private_checkout(root) as work, Campaign(root, env, work, select) as campaign:
        gold = campaign.verify(None, work / "gold.log")
        if "error" in gold:
            raise RuntimeError(f"the unmutated gold app of {env} did not start: {gold['error'][:300]}")
        gold_failures = set(gold["failed"]) | set(gold["broken"])
        if gold_failures:
            progress(
                f"note: {len(gold_failures)} asserts fail on the gold app itself and kill nothing: {sorted(gold_failures)[:5]}"
            )
        for i, mutant in enumerate(chosen, 1):
            row = run_mutant(campaign, mutant, gold_failures)
            rows.append(row)
            progress(
                f"[{len(rows)}/{len(chosen) + len(done)}] {row['verdict']:9} {mutant.id} (line {mutant.line}, "
                f"{row.get('units_run', '-')} units, {row['seconds']} s)"
            )
            result = summarize(meta, rows, triage, time.perf_counter() - started, complete=i == len(chosen))
            if out:
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return summarize(meta, rows, triage, time.perf_counter() - started, complete=True)


def summarize(
    meta: dict[str, Any], rows: list[dict[str, Any]], triage: dict[str, Any], seconds: float, complete: bool
) -> dict[str, Any]:
    """Totals and the score over the rows so far; equivalent survivors and stillborn mutants leave the denominator."""
    count = {v: sum(r["verdict"] == v for r in rows) for v in ("killed", "survived", "stillborn")}
    survivors = [r["id"] for r in rows if r["verdict"] == "survived"]
    equivalent = sum(triage.get(s, {}).get("class") == "equivalent" for s in survivors)
    judged = len(rows) - equivalent - count["stillborn"]
    return meta | {
        "tool": _tool(),
        "generated_by": f"fgb mutation {meta['environment']}"
        + (f" --sample {meta['sample']} --seed {meta['seed']}" if meta["sample"] else ""),
        "complete": complete,
        "mutants": len(rows),
        **count,
        "equivalent": equivalent,
        "score": round(count["killed"] / judged, 4) if judged else None,
        "seconds": round(seconds, 1),
        "mutants_per_minute": round(len(rows) / seconds * 60, 2) if seconds else None,
        "by_class": {c: sum(triage.get(s, {}).get("class") == c for s in survivors) for c in CLASSES},
        "untriaged": [s for s in survivors if s not in triage],
        "rows": rows,
    }


def rescore(root: Path, env: str, result: dict[str, Any]) -> dict[str, Any]:
    """A written result totalled again under the current triage: triaging a survivor needs no new campaign."""
    meta = {k: result[k] for k in ("environment", "sample", "seed", "enumerated", "excluded")}
    meta["selection"] = result.get("selection", "all")
    return summarize(meta, result["rows"], load_triage(root, env), result["seconds"], result["complete"]) | {
        "tool": result["tool"]
    }


def merge_recheck(
    root: Path,
    env: str,
    committed: dict[str, Any],
    recheck: dict[str, Any],
    current: Mapping[str, set[str]] | None = None,
) -> tuple[dict[str, Any], list[str]]:
    """The committed campaign with rechecked mutants' rows in place of their old ones, so a survivor a new probe kills
    counts without running the whole campaign again; a row whose id now names another line is refused, not merged.
    `current` (file -> the ids its code has now): a file whose every mutant was rechecked has its rows replaced as a
    whole, moved lines included and ids the code no longer has dropped, since all its rows then stand on its code."""
    rechecked = {r["id"] for r in recheck["rows"]}
    whole = {file for file, ids in (current or {}).items() if ids and ids <= rechecked}
    old = {r["id"]: r for r in committed["rows"]}
    moved = {
        r["id"]: f"{r['id']}: the committed campaign has it at {old[r['id']]['file']}:{old[r['id']]['line']}, the recheck "
        f"at {r['file']}:{r['line']} (the gold code changed: recheck every mutant of the file, or run the campaign again)"
        for r in recheck["rows"]
        if r["file"] not in whole and r["id"] in old and (old[r["id"]]["file"], old[r["id"]]["line"]) != (r["file"], r["line"])
    }
    fresh = {r["id"]: r | {"rechecked": True} for r in recheck["rows"] if r["id"] not in moved}
    kept = [r for r in committed["rows"] if r["file"] not in whole or r["id"] in fresh]
    rows = [fresh.pop(r["id"], r) for r in kept] + list(fresh.values())
    enumerated = recheck.get("enumerated") if whole else None
    return rescore(root, env, committed | {"rows": rows, "enumerated": enumerated or committed["enumerated"]}), list(
        moved.values()
    )


def _tool() -> str:
    from importlib.metadata import version

    return f"cosmic-ray {version('cosmic-ray')}"


def triage_path(root: Path, env: str) -> Path:
    return paths.ref_app_dir(root, env) / "mutation_triage.json"


def load_triage(root: Path, env: str) -> dict[str, dict[str, Any]]:
    """Survivor id -> its triage entry; empty when the gold app has no triage yet."""
    path = triage_path(root, env)
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))["survivors"]


def check_triage(root: Path, env: str) -> list[str]:
    """Problems with a triage: an unknown class, a `missed` entry without a rule of the contract, a missing why."""
    contract = json.loads((paths.environments_dir(root) / env / "contract.json").read_text(encoding="utf-8"))
    rules = {r["id"] for r in contract.get("rules") or []}
    problems = []
    for sid, entry in load_triage(root, env).items():
        if entry.get("class") not in CLASSES:
            problems.append(f"{sid}: class {entry.get('class')!r} is none of {', '.join(CLASSES)}")
        if not entry.get("why"):
            problems.append(f"{sid}: no why, so a reader cannot check the class")
        if entry.get("class") == "missed" and entry.get("rule") not in rules:
            problems.append(f"{sid}: missed names rule {entry.get('rule')!r}, which contract.json /rules lacks")
    return problems


__all__ = [
    "Mutant",
    "check_triage",
    "choose",
    "enumerate_mutants",
    "load_triage",
    "rescore",
    "rule_modules",
    "run_campaign",
    "summarize",
]
