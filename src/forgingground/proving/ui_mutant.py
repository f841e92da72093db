"""The test command Stryker runs for each UI mutant: verify root and visual with the active mutant named in the page.

`python -m forgingground.proving.ui_mutant ENV URL --root ROOT --ignore FILE --coverage MAP --ledger LOG` reads
__STRYKER_ACTIVE_MUTANT__ (set by Stryker's command runner; unset in its dry run), adds an init script that puts it
where the instrumented code looks (globalThis.__stryker__.activeMutant), verifies the app at URL on root and visual,
and exits 1 when an assert fails that passes on the gold app (FILE lists those that do not), printing
`failed: <id>` per assert. A run whose failures are all infrastructure errors (load, a browser that died) is
retried once before it counts. A mutant run stops at its first killer (screens first, the cheaper): the verdict
needs one, and a killed mutant costs about one unit instead of all it reaches. Within screens and within journeys,
those that killed the campaign's latest mutants run first (the next mutant sits on a nearby line): the verdict is
the same in any order, only sooner.

Coverage, as cosmic-ray campaigns select units: Stryker's dry run (no active mutant) runs every journey and screen
and records, per unit, the mutants its pages executed (the instrumented code counts them in
__stryker__.mutantCoverage; an init script carries the counts across page loads in sessionStorage) into MAP. A
mutant run then verifies only the units whose pages executed that mutant; a mutant no unit executes survives
without a run. Each run appends {mutant, units, failed, seconds} to LOG.

`--record FILE` is the campaign's gold run, before Stryker instruments anything: it writes the failing assert ids
to FILE and exits 0.

`--journal FILE --inputs DIGEST` keeps each verdict (and the dry run's coverage) past the campaign's private copy:
a campaign stopped part-way and started again with `fgb ui-mutation ENV --resume` answers the mutants already
judged from FILE, without a browser. An entry counts only under the same DIGEST (the environment, its gold app,
the kit and the lines mutated; not the engine, as committed campaigns stand across engine changes) and the same
instrumented code (Stryker numbers its mutants in it), so a changed check or a renumbered mutant is judged afresh.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

ACTIVE = "__STRYKER_ACTIVE_MUTANT__"
BUDGET_S = 240.0
CARRY_KEY = "__fgb_stryker_coverage__"
# Before a page goes, add the mutants it executed to what earlier pages of the same tab executed.
CARRY = f"""addEventListener("pagehide", () => {{
  const cov = globalThis.__stryker__ && globalThis.__stryker__.mutantCoverage;
  if (!cov) return;
  let seen = {{}};
  try {{ seen = JSON.parse(sessionStorage.getItem("{CARRY_KEY}") || "{{}}"); }} catch (e) {{}}
  for (const id of Object.keys(cov.static || {{}})) seen[id] = 1;
  try {{ sessionStorage.setItem("{CARRY_KEY}", JSON.stringify(seen)); }} catch (e) {{}}
}});"""
# Every mutant the unit's pages executed so far (earlier pages and this one); then forget them for the next unit.
COLLECT = f"""() => {{
  let seen = {{}};
  try {{ seen = JSON.parse(sessionStorage.getItem("{CARRY_KEY}") || "{{}}"); sessionStorage.removeItem("{CARRY_KEY}"); }} catch (e) {{}}
  const cov = globalThis.__stryker__ && globalThis.__stryker__.mutantCoverage;
  if (cov) {{ for (const id of Object.keys(cov.static || {{}})) seen[id] = 1; cov.static = {{}}; }}
  return Object.keys(seen);
}}"""


def init_script(mutant: str | None) -> str | None:
    """The page-side half of Stryker's mutation switching: the instrumented code reads the namespace it finds."""
    if not mutant:
        return None
    return f"globalThis.__stryker__ = Object.assign(globalThis.__stryker__ || {{}}, {{activeMutant: {json.dumps(mutant)}}});"


def failures(report: dict[str, Any]) -> tuple[list[str], bool]:
    """Failed assert ids of a report (and `journey:<id>` for a journey stopped at a failing step, which fails root
    although its asserts may pass), and whether every one of them is an infrastructure error."""
    bad = [(r["id"], r["outcome"]) for r in report.get("results", []) if r["outcome"] in ("fail", "infra_error")]
    bad += [(f"journey:{j['id']}", j["outcome"]) for j in report.get("journeys", []) if j["outcome"] in ("fail", "infra_error")]
    return sorted(i for i, _ in bad), all(outcome == "infra_error" for _, outcome in bad)


def killer_units(environment: Any, killers: list[str]) -> tuple[str, ...]:
    """The journeys, UI walks and screens that judged these failed asserts (or `journey:<id>`), first killer first,
    once each."""
    from ..engine.journeys import judged_by

    owner = {f"journey:{f.id}": f.id for f in environment.contract.ui_flows}
    owner |= {a: f.id for f in environment.contract.ui_flows for a in judged_by(f, True, True)}
    owner |= {a: s.id for s in environment.contract.screens for a in s.asserts or []}
    walks = [f"walk.{w['id']}" for w in getattr(environment, "ui_walks", [])]  # a UI walk: its entry and its assert
    owner |= {f"journey:{w}": w for w in walks} | {f"root.{w}": w for w in walks}
    return tuple(dict.fromkeys(owner[k] for k in killers if k in owner))


def recent_killers(ledger: Path | None) -> list[str]:
    """The asserts that killed the campaign's mutants so far, the latest first (the order the next run tries)."""
    if ledger is None or not ledger.is_file():
        return []
    found: list[str] = []
    for line in reversed(ledger.read_text(encoding="utf-8").splitlines()):
        try:
            found += json.loads(line).get("failed") or []
        except (ValueError, AttributeError):
            continue
    return found


def judge(
    env: str,
    url: str,
    root: Path,
    mutant: str | None,
    units: frozenset[str] | None = None,
    coverage: dict[str, set[str]] | None = None,
    known: frozenset[str] | None = None,
    browser: Any = None,
    killers: list[str] | None = None,
) -> list[str]:
    """Failed assert ids of one verification; with `coverage`, also what each unit's pages executed (into it); with
    `known` (the asserts that fail on the gold app), it stops at the first other failure: one killer is enough, and
    the units that judged `killers` (earlier mutants' killers, latest first) run before the others."""
    from .. import paths
    from ..engine.runner import RunOptions, verify
    from ..environment import load_environment
    from .ui_mutation import LAYERS

    def probe(unit_id: str, page: Any) -> None:
        if coverage is not None:
            coverage.setdefault(unit_id, set()).update(page.evaluate(COLLECT))

    environment = load_environment(paths.environments_dir(root) / env)
    script = CARRY if coverage is not None else init_script(mutant)
    options = RunOptions(
        layers=LAYERS,
        budget_s=BUDGET_S,
        page_init_script=script,
        page_units=units,
        page_probe=probe,
        page_stop_after_failure=known,
        page_browser=browser,
        page_order=killer_units(environment, killers or []) if known is not None else (),
    )
    failed, infra_only = failures(verify(environment, url, options))
    if failed and infra_only:
        failed, _ = failures(verify(environment, url, options))
    return failed


def covering(coverage_map: Path, mutant: str) -> frozenset[str]:
    """The journeys and screens whose pages executed the mutant in the dry run."""
    executed: dict[str, list[str]] = json.loads(coverage_map.read_text(encoding="utf-8"))
    return frozenset(unit for unit, mutants in executed.items() if mutant in mutants)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m forgingground.proving.ui_mutant", description=__doc__.splitlines()[0])
    p.add_argument("env")
    p.add_argument("url")
    p.add_argument("--root", required=True, type=Path)
    p.add_argument("--ignore", type=Path, help="assert ids that fail on the gold app (JSON list)")
    p.add_argument("--record", type=Path, help="the gold run: write the failing ids here and exit 0")
    p.add_argument("--coverage", type=Path, help="the dry run writes, each mutant run reads, the units' coverage")
    p.add_argument("--ledger", type=Path, help="append one JSON line per run: mutant, units, failed, seconds")
    p.add_argument("--every-unit", action="store_true", help="run every covering unit, not only up to the first killer")
    p.add_argument("--journal", type=Path, help="verdicts kept across campaigns (read back by a resumed campaign)")
    p.add_argument("--inputs", default="", help="the digest of what a verdict depends on (the journal's key)")
    return p


@cache
def instrumented_digest(folder: Path, env: str) -> str:
    """The digest of the front end as Stryker instrumented it in the campaign's copy (the mutants' numbers are in it)."""
    from .. import paths

    h = hashlib.sha256()
    for module in sorted((paths.ref_app_dir(folder, env) / "app" / "ui").glob("*.js")):
        h.update(module.name.encode() + b"\0" + module.read_bytes() + b"\0")
    return h.hexdigest()


def journal_key(args: argparse.Namespace) -> str:
    return f"{args.inputs}:{instrumented_digest(Path.cwd().resolve(), args.env)}"


def journal_entries(path: Path) -> Iterator[dict[str, Any]]:
    """The journal's entries in the order they were written, lines cut short when a campaign was stopped left out."""
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict):
            yield entry


def journaled(args: argparse.Namespace, mutant: str | None) -> dict[str, Any] | None:
    """The verdict (or, for the dry run, the coverage) an earlier run of the same inputs wrote into the journal."""
    if not args.journal or not args.journal.is_file():
        return None
    key, found = journal_key(args), None
    for entry in journal_entries(args.journal):
        if entry.get("key") == key and entry.get("mutant") == mutant:
            found = entry
    return found


def journal(args: argparse.Namespace, entry: dict[str, Any]) -> None:
    if args.journal:
        args.journal.parent.mkdir(parents=True, exist_ok=True)
        with args.journal.open("a", encoding="utf-8") as file:
            file.write(json.dumps(entry | {"key": journal_key(args)}) + "\n")


def run_once(args: argparse.Namespace, mutant: str | None, browser: Any = None) -> tuple[int, list[str]]:
    """One Stryker run (the dry run when `mutant` is None): the exit code and the lines to print."""
    started = time.perf_counter()
    units: frozenset[str] | None = None
    ignored = set(json.loads(args.ignore.read_text(encoding="utf-8"))) if args.ignore and args.ignore.is_file() else set()
    earlier = journaled(args, mutant)
    if earlier is not None and mutant is None and args.coverage:  # a resumed campaign's dry run: the coverage it had
        args.coverage.write_text(json.dumps(earlier["coverage"]), encoding="utf-8")
        return 0, ["coverage from the journal of an earlier run of the same inputs"]
    if earlier is not None and mutant is not None:
        if args.ledger:
            with args.ledger.open("a", encoding="utf-8") as ledger:
                kept = {k: earlier[k] for k in ("mutant", "units", "failed", "seconds")}
                ledger.write(json.dumps(kept | {"from_journal": True}) + "\n")
        lines = ["judged by an earlier run of the same inputs (the journal)"]
        return (1 if earlier["failed"] else 0), lines + [f"failed: {assert_id}" for assert_id in earlier["failed"]]
    if mutant is None and args.coverage:  # Stryker's dry run: every unit, recording what each executed
        executed: dict[str, set[str]] = {}
        failed = judge(args.env, args.url, args.root, None, coverage=executed, browser=browser)
        covered = {u: sorted(m, key=lambda x: (len(x), x)) for u, m in sorted(executed.items())}
        args.coverage.write_text(json.dumps(covered), encoding="utf-8")
        if not [f for f in failed if f not in ignored]:
            journal(args, {"mutant": None, "coverage": covered, "seconds": round(time.perf_counter() - started, 2)})
    elif mutant is not None and args.coverage and args.coverage.is_file():
        units = covering(args.coverage, mutant)
        known = None if args.every_unit else frozenset(ignored)
        killers = recent_killers(args.ledger)
        failed = (
            judge(args.env, args.url, args.root, mutant, units=units, known=known, browser=browser, killers=killers)
            if units
            else []
        )
    else:
        known = None if mutant is None or args.every_unit else frozenset(ignored)
        failed = judge(args.env, args.url, args.root, mutant, known=known, browser=browser)
    killers = [f for f in failed if f not in ignored]
    if mutant is not None:
        line: dict[str, Any] = {"mutant": mutant, "units": None if units is None else sorted(units), "failed": killers}
        line["seconds"] = round(time.perf_counter() - started, 2)
        if args.ledger:
            with args.ledger.open("a", encoding="utf-8") as ledger:
                ledger.write(json.dumps(line) + "\n")
        journal(args, line)
    lines = ["no journey or screen executes this mutant on the gold app"] if units is not None and not units else []
    return (1 if killers else 0), lines + [f"failed: {assert_id}" for assert_id in killers]


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.record:
        failed = judge(args.env, args.url, args.root, None)
        args.record.write_text(json.dumps(failed), encoding="utf-8")
        return 0
    code, lines = run_once(args, os.environ.get(ACTIVE))
    for line in lines:
        print(line)
    return code


if __name__ == "__main__":
    sys.exit(main())
