"""`fgb ui-mutation ENV`: mutation testing by Stryker over a gold app's front-end script, the verifier (root, visual) as the test.

cosmic-ray (proving/mutation.py) mutates the Python rule code and the API layers judge it; the front end's own
logic (which button is disabled, which label follows an action, which order a list is drawn in) is JavaScript that
only journeys and checkpoints see, so a JavaScript tool mutates it and the browser layers judge it.

- Code: ref_apps/<pkg>/app/ui/**.js, never the kit's shared module (ref_apps/kit/ui_static).
- Mutants: Stryker's (StryMutator's JavaScript mutators) at every position, applied by Stryker's own mutation
  switching: the file is instrumented once in a private copy of ref_apps (`inPlace`), the gold app started there
  once serves it, and each mutant is one run of Stryker's `command` test runner, which sets
  __STRYKER_ACTIVE_MUTANT__. Our command (proving/ui_client.py, which asks the campaign's warm worker,
  proving/ui_worker.py, to run proving/ui_mutant.py's check with Python, the engine and Chromium already up) hands
  that id to the page through an init script
  (the instrumented code reads `globalThis.__stryker__.activeMutant`), then verifies root and visual; it fails
  when an assert that passes on the gold app fails. Stryker's dry run is the unmutated app: it must pass, and it
  records which journeys and screens execute each mutant, so a mutant run verifies only those (none: it survives
  without a run, `units_run` 0), as cosmic-ray campaigns select units by coverage.
- Verdicts: Stryker's Killed and Timeout are `killed`, Survived is `survived`, CompileError and RuntimeError are
  `stillborn` (not counted), as in cosmic-ray campaigns.
- Ids: file:Mutator:line:column:k (k orders mutants of one mutator at one position by their replacement): the same
  in a sample and in a full campaign of an unchanged file.
- Left out: a mutant that only empties a constant CSS class name (proving/stryker_ignorer.py, Stryker's own ignore
  plugin mechanism): styling is the visual layer's, not rule code; counted under `excluded.styling`.
- `--sample N` mutates N code lines chosen by --seed (Stryker's `file:line-line` ranges) instead of the whole file.

The result (contracts/results/ui-mutation/ENV.json) has the shape of a cosmic-ray campaign's (mutation.summarize);
survivors are triaged in the same ref_apps/<pkg>/mutation_triage.json.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .. import paths
from . import stryker_ignorer, ui_client
from .mutation import load_triage, private_checkout, summarize
from .ui_mutant import journal_entries

STRYKER_VERSION = "9.6.1"  # the last release that runs on Node 20 (10.x needs Node 22)
STRYKER_PACKAGE = f"@stryker-mutator/core@{STRYKER_VERSION}"
VERDICTS = {"Killed": "killed", "Timeout": "killed", "Survived": "survived", "NoCoverage": "survived"}
STILLBORN = {"CompileError", "RuntimeError"}
LAYERS = ("root", "visual")


class ToolMissing(RuntimeError):
    """Stryker is not installed and cannot be (no npm, no registry): said once, plainly."""


def stryker_home() -> Path:
    """Where Stryker is installed: $FGB_STRYKER_HOME, else a per-version folder in the user's cache."""
    if os.environ.get("FGB_STRYKER_HOME"):
        return Path(os.environ["FGB_STRYKER_HOME"])
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "forgingground" / f"stryker-{STRYKER_VERSION}"


def stryker_bin(home: Path) -> Path:
    return home / "node_modules" / "@stryker-mutator" / "core" / "bin" / "stryker.js"


def ensure_stryker(progress: Callable[[str], None]) -> Path:
    """Stryker's CLI script, installed with npm into stryker_home() the first time (about 15 s)."""
    home = stryker_home()
    script = stryker_bin(home)
    if script.is_file():
        return script
    npm, node = shutil.which("npm"), shutil.which("node")
    if not npm or not node:
        raise ToolMissing("Stryker needs Node.js 20+ and npm on PATH (apt-get install nodejs npm)")
    progress(f"installing {STRYKER_PACKAGE} into {home} (once)")
    home.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [npm, "install", "--prefix", str(home), "--no-audit", "--no-fund", "--loglevel", "error", STRYKER_PACKAGE],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode != 0 or not script.is_file():
        raise ToolMissing(f"npm could not install {STRYKER_PACKAGE}: {(done.stderr or done.stdout).strip()[-500:]}")
    return script


def ui_modules(root: Path, env: str) -> list[Path]:
    """The gold app's own front-end scripts (relative to the root): what Stryker mutates."""
    folder = paths.ref_app_dir(root, env) / "app" / "ui"
    return sorted(p.relative_to(root) for p in folder.rglob("*.js")) if folder.is_dir() else []


def code_lines(path: Path) -> list[int]:
    """Line numbers holding code (not blank, not a line comment): where a sample's ranges are drawn."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [i for i, line in enumerate(lines, 1) if line.strip() and not line.strip().startswith("//")]


def mutate_patterns(root: Path, modules: list[Path], sample: int | None, seed: int) -> list[str]:
    """Stryker's `mutate` list: whole files, or `sample` seeded single-line ranges over them."""
    if not sample:
        return [m.as_posix() for m in modules]
    candidates = [(m, line) for m in modules for line in code_lines(root / m)]
    chosen = sorted(random.Random(seed).sample(candidates, min(sample, len(candidates))))
    return [f"{m.as_posix()}:{line}-{line}" for m, line in chosen]


def recheck_patterns(ids: list[str], rows: Sequence[dict[str, Any]] = ()) -> list[str]:
    """Stryker's `mutate` ranges that recheck these mutant ids (file:Mutator:line:column:k): each one's lines, from its
    first to its last (`end_line` of its row in `rows`, the committed campaign; Stryker runs only the mutants a range
    holds whole, so a block that spans lines needs them all)."""
    ends = {r["id"]: r.get("end_line", r["line"]) for r in rows}
    spans: dict[tuple[str, int], int] = {}
    for mutant in ids:
        parts = mutant.rsplit(":", 4)
        if len(parts) != 5 or not parts[2].isdigit():
            raise ValueError(f"{mutant!r} is not a UI mutant id (file:Mutator:line:column:k)")
        start = (parts[0], int(parts[2]))
        spans[start] = max(spans.get(start, start[1]), ends.get(mutant, start[1]))
    return [f"{file}:{line}-{end}" for (file, line), end in sorted(spans.items())]


def merge_ui_recheck(
    root: Path, env: str, committed: dict[str, Any], recheck: dict[str, Any], asked: Sequence[str] = (), rewritten: bool = False
) -> tuple[dict[str, Any], list[str]]:
    """The committed campaign with the rechecked mutants' rows in their place, totalled again under the current triage,
    and what could not be done: refused (the committed result itself returned) when the recheck ran a mutant the
    campaign does not know, as the front end changed and the whole campaign must run again; an `asked` id the recheck
    did not run (a block spanning lines its committed row does not bound) is named, the rest merged. `rewritten`: the
    rechecked lines were edited in place (no line added or removed anywhere), so their rows are replaced whole by the
    recheck's, new mutant ids included; a new id on a line not asked for is still refused."""
    known = {r["id"] for r in committed["rows"]}
    lines = {where for mid in asked if (where := _line_of(mid))} if rewritten else set()  # the lines asked for
    unknown = sorted(r["id"] for r in recheck["rows"] if r["id"] not in known and (r["file"], r["line"]) not in lines)
    if unknown:
        return committed, [
            f"the recheck ran mutants the committed campaign does not have ({', '.join(unknown[:3])}): the front end "
            "changed; run the whole campaign again"
            + ("" if rewritten else " (or, if only these lines were edited in place, pass --rewritten)")
        ]
    fresh = {r["id"]: r | {"rechecked": True} for r in recheck["rows"]}
    rows: list[dict[str, Any]] = []
    placed: set[tuple[str, int]] = set()  # rewritten lines whose new rows are in, where their first old row stood
    for r in committed["rows"]:
        where = (r["file"], r["line"])
        if where in lines:
            if where not in placed:
                placed.add(where)
                rows += [x for x in fresh.values() if (x["file"], x["line"]) == where]
            continue
        rows.append(fresh.get(r["id"], r))
    merged = rescore_ui(root, env, committed | {"rows": rows})
    skipped = [mid for mid in asked if mid not in fresh and _line_of(mid) not in lines]
    return merged, [
        f"{mid}: not rechecked (it spans lines its committed row does not bound: run the whole campaign)" for mid in skipped
    ]


def _line_of(mutant_id: str) -> tuple[str, int] | None:
    """(file, line) of a UI mutant id (file:Operator:line:column:occurrence); None for another shape."""
    parts = mutant_id.rsplit(":", 4)
    return (parts[0], int(parts[2])) if len(parts) == 5 and parts[2].isdigit() else None


def campaign_inputs(root: Path, env: str, mutate: list[str], every_unit: bool) -> str:
    """What a UI mutant's verdict depends on besides its instrumented code: the journal's key."""
    from ..gold_inputs import page_inputs_digest

    parts = [page_inputs_digest(root, env), json.dumps(mutate), str(every_unit), STRYKER_VERSION]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def journal_path(root: Path, env: str, sample: int | None = None, seed: int = 0) -> Path:
    """Where a campaign keeps its verdicts as it goes (results/: a run output, never committed); a sample has its own,
    so that running one never clears a stopped full campaign's."""
    drawn = f".sample-{sample}-seed-{seed}" if sample else ""
    return root / "results" / "ui-mutation" / f"{env}{drawn}.journal.jsonl"


def journal_verdicts(journal: Path) -> int:
    """How many mutants' verdicts a resumed campaign takes from the journal: those written under its latest key (the
    dry run's coverage line and lines cut short when it was stopped aside)."""
    verdicts: dict[str, set[str]] = {}
    latest = None
    for entry in journal_entries(journal):
        if entry.get("mutant") is not None:
            latest = str(entry.get("key"))
            verdicts.setdefault(latest, set()).add(str(entry["mutant"]))
    return len(verdicts.get(latest, set())) if latest is not None else 0


TIMEOUT_MS = 30000
TIMEOUT_FACTOR = 3


def resumed_timeout_ms(journal: Path) -> int:
    """Stryker's timeout for a resumed campaign. Stryker sets a mutant's timeout from its dry run's time, and a resumed
    dry run takes its coverage from the journal in an instant: without this, every mutant that runs all its units (a
    survivor) would be stopped as timed out. The journal's slowest run of the latest inputs stands for the dry run."""
    latest: str | None = None
    slowest: dict[str, float] = {}
    for entry in journal_entries(journal) if journal.is_file() else ():
        key = str(entry.get("key"))
        if entry.get("mutant") is not None:
            latest = key
        slowest[key] = max(slowest.get(key, 0.0), float(entry.get("seconds") or 0.0))
    return TIMEOUT_MS + int(TIMEOUT_FACTOR * 1000 * slowest.get(latest or "", 0.0))


def stryker_config(
    mutate: list[str], command: str, ignorer: Path | None = None, timeout_ms: int = TIMEOUT_MS, workers: int = 1
) -> dict[str, Any]:
    """The configuration a campaign writes into its private copy; `ignorer`, the styling plugin's file; `workers`,
    how many mutants run at once (each on a worker and gold app of its own)."""
    plugins = {"plugins": ["@stryker-mutator/*", str(ignorer)], "ignorers": [stryker_ignorer.NAME]} if ignorer else {}
    return plugins | {
        "$schema": "https://raw.githubusercontent.com/stryker-mutator/stryker-js/master/packages/core/schema/stryker-schema.json",
        "mutate": mutate,
        "testRunner": "command",
        "commandRunner": {"command": command},
        "coverageAnalysis": "off",  # the command runner cannot attribute coverage to tests: every mutant runs
        "inPlace": True,  # the gold app, started once, serves the instrumented file where it always was
        "concurrency": workers,  # a runner per worker: a worker's gold app and browser serve one mutant at a time
        "timeoutFactor": TIMEOUT_FACTOR,  # journeys slow down under load: a slow run is not a kill
        "timeoutMS": timeout_ms,
        "reporters": ["json", "progress-append-only"],
        "jsonReporter": {"fileName": "stryker-report.json"},
        "ignorePatterns": ["environments", "*.log", "stryker-report.json"],
        "tempDirName": ".stryker-tmp",
        "disableTypeChecks": False,
        "allowConsoleColors": False,
        "fileLogLevel": "off",
    }


def rows_from_report(
    report: dict[str, Any], ledger: dict[str, dict[str, Any]] | None = None, root_prefix: str = ""
) -> list[dict[str, Any]]:
    """One row per Stryker mutant, with a stable id, its verdict and, for a survivor, a one-line diff.

    `ledger` maps Stryker's mutant id to what our command logged for it (the units run, the seconds)."""
    ledger = ledger or {}
    rows: list[dict[str, Any]] = []
    for name, entry in sorted(report.get("files", {}).items()):
        path = root_prefix + name.replace(os.sep, "/")
        source_lines = entry.get("source", "").splitlines()
        positioned: dict[tuple[str, int, int], list[dict[str, Any]]] = {}
        for mutant in entry.get("mutants", []):
            if mutant["status"] == "Ignored":  # left out on purpose: counted by ignored_counts, never scored
                continue
            start = mutant["location"]["start"]
            positioned.setdefault((mutant["mutatorName"], start["line"], start["column"]), []).append(mutant)
        for (mutator, line, column), group in sorted(positioned.items(), key=lambda kv: (kv[0][1], kv[0][2], kv[0][0])):
            for k, mutant in enumerate(sorted(group, key=lambda m: m.get("replacement") or "")):
                status = mutant["status"]
                verdict = "stillborn" if status in STILLBORN else VERDICTS.get(status, "stillborn")
                logged = ledger.get(str(mutant["id"]), {})
                units = logged.get("units")
                row: dict[str, Any] = {
                    "id": f"{path}:{mutator}:{line}:{column}:{k}",
                    "file": path,
                    "line": line,
                    "end_line": mutant["location"]["end"]["line"],
                    "operator": mutator,
                    "occurrence": k,
                    "verdict": verdict,
                    "status": status,
                    "killers": _killers(mutant.get("statusReason") or "") if verdict == "killed" else [],
                    "units_run": len(units) if units is not None else None,
                    "seconds": logged.get("seconds", 0.0),
                }
                if verdict == "survived":
                    row["diff"] = _diff(source_lines, mutant)
                rows.append(row)
    return rows


def ignored_counts(report: dict[str, Any]) -> dict[str, int]:
    """Mutants Stryker left unrun on purpose, by why: the campaign's `excluded` (styling, as cosmic-ray's annotations)."""
    reasons = {stryker_ignorer.REASON: stryker_ignorer.NAME}
    counts: dict[str, int] = {}
    for entry in report.get("files", {}).values():
        for mutant in entry.get("mutants", []):
            if mutant["status"] == "Ignored":
                why = reasons.get(mutant.get("statusReason") or "", "ignored")
                counts[why] = counts.get(why, 0) + 1
    return counts


def _killers(reason: str) -> list[str]:
    """The failed assert ids our command printed (one `failed: id` line each), at most five."""
    found = [line.split(":", 1)[1].strip() for line in reason.splitlines() if line.startswith("failed:")]
    return found[:5] or ([reason.strip().splitlines()[-1][:200]] if reason.strip() else [])


def _diff(source_lines: list[str], mutant: dict[str, Any]) -> str:
    """The mutated line before and after (the first line of a multi-line span)."""
    start, end = mutant["location"]["start"], mutant["location"]["end"]
    line = source_lines[start["line"] - 1] if 0 < start["line"] <= len(source_lines) else ""
    replacement = (mutant.get("replacement") or "").splitlines() or [""]
    tail = line[end["column"] - 1 :] if end["line"] == start["line"] else ""
    after = line[: start["column"] - 1] + replacement[0] + (" ..." if len(replacement) > 1 else "") + tail
    return f"-{line}\n+{after}"


def run_ui_campaign(
    root: Path,
    env: str,
    sample: int | None = None,
    seed: int = 0,
    out: Path | None = None,
    progress: Callable[[str], None] = lambda line: print(line, flush=True),
    every_unit: bool = False,
    mutate: list[str] | None = None,
    journal: Path | None = None,
    resume: bool = False,
    workers: int = 1,
) -> dict[str, Any]:
    """Instrument the front end in a private copy, serve it once, let Stryker run every mutant; the summarized result.
    `workers` mutants run at once, each worker with a browser and a gold app of its own (the same verdicts).
    A mutant run stops at its first killer unless `every_unit` (the bench's comparison: same verdicts, more time);
    `mutate`, Stryker's ranges (recheck_patterns), instead of the whole files or a sample. Each verdict is also kept
    in `journal`; with `resume`, the verdicts it holds for the same inputs are taken instead of run again."""
    from ..engine.app_process import AppProcess, AppStartError
    from ..engine.process_tree import spawn
    from ..gold import gold_command

    modules = ui_modules(root, env)
    if not modules:
        raise ToolMissing(f"the gold app of {env} has no front-end script under app/ui/")
    script = ensure_stryker(progress)
    mutate = mutate or mutate_patterns(root, modules, sample, seed)
    meta: dict[str, Any] = {
        "environment": env,
        "sample": sample,
        "seed": seed if sample else None,
        "enumerated": None,  # Stryker counts its mutants only by running them: see `mutants`
        "excluded": {},
        "selection": "all",
    }
    started = time.perf_counter()
    if journal is not None and not resume:
        journal.unlink(missing_ok=True)  # a new campaign: nothing judged before counts
    inputs = campaign_inputs(root, env, mutate, every_unit)
    with private_checkout(root) as work:
        log = work / "gold-app.log"
        try:
            app = AppProcess(gold_command(root, env), log, cwd=work).__enter__()
        except AppStartError as exc:
            raise RuntimeError(f"the gold app of {env} did not start: {exc}") from exc
        stack = contextlib.ExitStack()
        try:
            ignore = work / "gold-failures.json"
            argv = [sys.executable, "-m", "forgingground.proving.ui_mutant", env, app.url, "--root", str(root.resolve())]
            ledger_path = work / "ui-ledger.jsonl"
            options = ["--ignore", str(ignore), "--coverage", str(work / "ui-coverage.json"), "--ledger", str(ledger_path)]
            options += ["--every-unit"] if every_unit else []
            options += ["--journal", str(journal.resolve()), "--inputs", inputs] if journal is not None else []
            urls = [app.url]
            if workers > 1:
                progress(f"{workers} workers, each with a browser and a gold app of its own")
            for n in range(1, workers):  # each worker's runs reset and judge an app no other run touches meanwhile
                extra = stack.enter_context(AppProcess(gold_command(root, env), work / f"gold-app-{n}.log", cwd=work))
                urls.append(extra.url)
            socks = [work / f"ui-worker-{n}.sock" for n in range(workers)]
            # Stryker runs the stdlib client per mutant; a warm worker (Python, engine, Chromium up) runs the mutant.
            joined = ",".join(str(sock) for sock in socks)
            command = shlex.join([sys.executable, str(Path(ui_client.__file__)), joined, "--", *argv, *options])
            progress(f"gold run of {env} (root, visual): the asserts that fail on it kill nothing")
            gold = subprocess.run([*argv, "--record", str(ignore)], capture_output=True, text=True, cwd=work)
            if gold.returncode != 0:
                raise RuntimeError(f"the gold app of {env} could not be verified: {gold.stdout[-500:]}{gold.stderr[-500:]}")
            failing = json.loads(ignore.read_text(encoding="utf-8"))
            if failing:
                progress(f"note: {len(failing)} asserts fail on the gold app itself and kill nothing: {failing[:5]}")
            config = work / "stryker.config.json"
            ignorer = stryker_ignorer.write_plugin(work)
            timeout_ms = resumed_timeout_ms(journal) if resume and journal is not None else TIMEOUT_MS
            settings = stryker_config(mutate, command, ignorer, timeout_ms, workers)
            config.write_text(json.dumps(settings, indent=2), encoding="utf-8")
            stryker_log = work / "stryker.log"
            started_workers = []
            for sock, url in zip(socks, urls, strict=True):
                worker_log = open(sock.with_suffix(".log"), "wb")  # noqa: SIM115 - closed with the worker below
                serve = [sys.executable, "-m", "forgingground.proving.ui_worker", str(sock), "--", env, url, *argv[5:]]
                worker = spawn(shlex.join([*serve, *options]), cwd=work, env=dict(os.environ), stdout=worker_log, grace_s=5)
                stack.callback(worker_log.close)
                stack.callback(worker.stop, 5)
                started_workers.append((sock, worker))
            for sock, worker in started_workers:
                _wait_for(sock, worker, 60)
            with open(stryker_log, "wb") as sink:
                tree = spawn(
                    shlex.join(["node", str(script), "run", str(config)]),
                    cwd=work,
                    env={**os.environ, "NO_COLOR": "1"},
                    stdout=sink,
                    grace_s=5,
                )
                stack.callback(tree.stop, 5)  # on Ctrl-C too: Stryker's runners write into the checkout until stopped
                seen = 0
                while tree.wait(2.0) is None:
                    seen = _forward(stryker_log, seen, progress)
                code = tree.wait(None)
                _forward(stryker_log, seen, progress)
            report_path = work / "stryker-report.json"
            if code != 0 or not report_path.is_file():
                tail = stryker_log.read_text(errors="replace")[-1500:]
                raise RuntimeError(f"Stryker failed (exit {code}) on {env}:\n{tail}")
            logged = [json.loads(line) for line in ledger_path.read_text().splitlines()] if ledger_path.is_file() else []
            report = json.loads(report_path.read_text(encoding="utf-8"))
            rows = rows_from_report(report, {e["mutant"]: e for e in logged})
            meta["excluded"] = ignored_counts(report)
            coverage = json.loads((work / "ui-coverage.json").read_text()) if (work / "ui-coverage.json").is_file() else {}
        finally:
            stack.close()
            app.__exit__(None, None, None)
    reused = [e for e in logged if e.get("from_journal")]
    if reused:  # the time the journal's verdicts took when they were run, so the rate stays the campaign's
        meta["resumed"] = len(reused)
        progress(f"{len(reused)} verdict(s) taken from the journal of an earlier run of the same inputs ({journal})")
    seconds = time.perf_counter() - started + sum(e.get("seconds", 0.0) for e in reused)
    result = summarize(meta, rows, load_triage(root, env), seconds, complete=True)
    result |= {
        "tool": f"stryker {STRYKER_VERSION}",
        "generated_by": f"fgb ui-mutation {env}" + (f" --sample {sample} --seed {seed}" if sample else ""),
        "layers": list(LAYERS),
        "mutate": mutate,
        "units_covering": {unit: len(ids) for unit, ids in coverage.items()},  # mutants each unit executes
    }
    if out:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result


def ui_differences(committed: dict[str, Any], again: dict[str, Any]) -> list[str]:
    """What a campaign run again changed against the committed one: the lines mutated, the mutants left out, verdicts.

    A sample run against a committed full campaign is checked on the sampled mutants only: each must be in the
    campaign with the same verdict (the lines mutated and the mutants left out are the sample's own)."""
    out = []
    of_full = bool(again.get("sample")) and not committed.get("sample")
    for key in () if of_full else ("mutate", "excluded"):
        if committed.get(key) != again.get(key):
            out.append(f"{key}: committed {committed.get(key)!r}, now {again.get(key)!r}")
    before = {r["id"]: r["verdict"] for r in committed["rows"]}
    now = {r["id"]: r["verdict"] for r in again["rows"]}
    for mid in sorted(now.keys() if of_full else before.keys() | now.keys()):
        if before.get(mid) != now.get(mid):
            out.append(f"{mid}: committed {before.get(mid) or 'absent'}, now {now.get(mid) or 'absent'}")
    return out


def _wait_for(sock: Path, worker: Any, seconds: float) -> None:
    """Until the worker listens; a worker that died or never listens leaves the client its fallback (slower runs)."""
    ends = time.monotonic() + seconds
    while not sock.exists() and worker.running() and time.monotonic() < ends:
        time.sleep(0.1)


def _forward(log: Path, seen: int, progress: Callable[[str], None]) -> int:
    """Pass Stryker's new complete log lines on; the number of bytes consumed so far."""
    data = log.read_bytes()[seen:] if log.is_file() else b""
    end = data.rfind(b"\n") + 1
    for line in data[:end].decode(errors="replace").splitlines():
        if line.strip():
            progress(f"stryker: {line.strip()}")
    return seen + end


def rescore_ui(root: Path, env: str, result: dict[str, Any]) -> dict[str, Any]:
    """A written UI result totalled again under the current triage."""
    meta = {k: result[k] for k in ("environment", "sample", "seed", "enumerated", "excluded", "selection")}
    extra = {k: result[k] for k in ("tool", "generated_by", "layers", "mutate", "units_covering") if k in result}
    return summarize(meta, result["rows"], load_triage(root, env), result["seconds"], result["complete"]) | extra


__all__ = [
    "STRYKER_VERSION",
    "ToolMissing",
    "ensure_stryker",
    "ignored_counts",
    "merge_ui_recheck",
    "recheck_patterns",
    "rescore_ui",
    "rows_from_report",
    "run_ui_campaign",
    "ui_differences",
]
