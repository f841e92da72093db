"""The graders-hold-to-the-spec numbers per environment: rule and integration coverage, vacuity, false failures,
rule mutants. Read from the environments (as data) and from the results gold, proxy and mutant runs commit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import paths
from ..environment import list_environments
from ..environment.integration import integration_coverage
from ..environment.rules import coverage


def _json(path: Path) -> Any:
    return json.loads(path.read_text()) if path.exists() else None


def _pct(num: int, den: int) -> str:
    return f"{num}/{den} ({num / den:.0%})" if den else "-"


def coverage_cells(env_dir: Path) -> tuple[str, str, str]:
    """(rules cited, facets judged, integration pairs proved) of one environment, as table cells."""
    contract, asserts = _json(env_dir / "contract.json"), _json(env_dir / "asserts.json")
    if not isinstance(contract, dict) or not isinstance(asserts, dict):
        return "-", "-", "-"
    try:
        rules = coverage(contract, asserts)
        pairs = integration_coverage(contract, asserts)
    except (KeyError, TypeError):  # an invalid environment: fgb validate says why
        return "invalid", "invalid", "invalid"
    counted = pairs.counted
    apart = len(pairs.unreachable & set(pairs.pairs))
    proved = _pct(len(pairs.covered & set(counted)), len(counted)) + (f" + {apart} kept apart by rules" if apart else "")
    split = f"; rules split {rules.rules - len(rules.unsplit_rules)}/{rules.rules}" if rules.unsplit_rules else ""
    facets = (_pct(rules.facets_covered, rules.facets) if rules.facets else "none declared") + split
    return _pct(rules.covered, rules.rules), facets, proved


def _tool_score(results: Path, env: str, folder: str = "mutation") -> str:
    """A mutation tool's score on the gold app (contracts/results/<folder>/ENV.json: cosmic-ray on the rule code,
    `ui-mutation` Stryker on the front end), when a campaign ran."""
    run = _json(results / folder / f"{env}.json")
    if not isinstance(run, dict) or run.get("score") is None:
        return "no campaign yet"
    scored = run.get("mutants", 0) - run.get("equivalent", 0) - run.get("stillborn", 0)
    partial = "" if run.get("complete", True) else f", {run.get('mutants')} of {run.get('enumerated')} run"
    if run.get("sample"):
        partial += f", a sample of {run['sample']} lines"
    if (run.get("excluded") or {}).get("styling"):
        partial += f", {run['excluded']['styling']} styling-only left out"
    untriaged = len(run.get("untriaged") or [])
    pending = f"; {untriaged} survivors not triaged yet, counted as missed" if untriaged else ""
    return f"{run['score']:.0%} of {scored} ({run.get('tool', 'tool')}{partial}{pending})"


def _outside_cell(results: Path, env: str) -> str:
    """Breaks of stated rules in a clone built from the brief alone, caught now (and at the first run, before fixes)."""
    run = _json(results / "outside" / f"{env}.json")
    if not isinstance(run, dict) or not run.get("applied"):
        return "no clone yet"
    first = run.get("first_run") or {}
    before = f"; first run {first['caught']}/{first['applied']}" if first and first.get("caught") != run["caught"] else ""
    return f"{_pct(run['caught'], run['applied'])}{before}"


def outside_section(root: Path) -> list[str]:
    """Per clone built from the brief alone: how the unbroken clone scored, which breaks were missed, and why."""
    results = root / "contracts" / "results" / "outside"
    runs = [r for r in (_json(f) for f in sorted(results.glob("*.json"))) if isinstance(r, dict)] if results.is_dir() else []
    if not runs:
        return []
    lines = [
        "## Graders proved from outside",
        "",
        "Clones built from `fgb brief` alone by a builder who never read the graders, then broken one stated rule at a",
        "time (`fgb outside ENV`; clones and breaks under tests/fixtures/outside/). A break is caught when a check the",
        "unbroken clone passed fails. Every point the unbroken clone loses is listed with the rule it cites.",
        "",
        "| environment | brief | unbroken clone (leaf, mid, root, visual) | points lost | breaks caught | first run | missed |",
        "|---|---|---|---|---|---|---|",
    ]
    for run in runs:
        scores = run["clone"]["scores"]
        vector = ", ".join(
            "-" if scores.get(k) is None else f"{scores[k]:.3f}" for k in ("leaf_pass", "mid_pass", "root_pass", "visual")
        )
        missed = [r["id"] for r in run["breaks"] if r.get("applied") and not r.get("caught")]
        first = run.get("first_run") or {}
        lines.append(
            f"| {run['environment']} | {run.get('brief_version') or '-'} | {vector} | {len(run['clone']['lost'])} "
            f"| {_pct(run['caught'], run['applied'])} | {first.get('caught', '-')}/{first.get('applied', '-')} "
            f"| {', '.join(missed) or '-'} |"
        )
    return lines + [""]


def _gold_row(data: Any, env: str) -> dict[str, Any] | None:
    runs = (data or {}).get("runs", [])
    return next((r for r in runs if r["environment"] == env and r["db"] == "sqlite"), None)


def _layers_one(row: dict[str, Any] | None) -> str:
    if row is None:
        return "not run"
    if "error" in row:
        return "**app did not start**"
    scored = [row[k] for k in ("leaf_pass", "mid_pass", "root_pass", "visual") if row.get(k, {}).get("status") == "scored"]
    bad = [r for r in scored if r["value"] != 1.0]
    return "1.0 on every layer" if not bad else "**" + ", ".join(f"{r['numerator']}/{r['denominator']}" for r in bad) + "**"


def spec_section(root: Path) -> list[str]:
    """The VERIFY_STATUS.md section: one row per environment."""
    results = root / "contracts" / "results"
    gold, proxy = _json(results / "gold.json"), _json(results / "gold-through-equivalence-proxy.json")
    lines = [
        "## Graders that hold to the spec",
        "",
        "Rules cited: rules of contract.json /rules that at least one assert cites (`fgb rules`). Integration pairs:",
        "(writer, reader) endpoint pairs over one table that a chain proves. Vacuous: passing mid and root asserts of",
        "the gold run that already held before their action (of those judged). False failures: the gold app behind the",
        "equivalence proxy (unknown fields, shuffled unordered lists, respelled timestamps, gzip, latency). Rule mutants:",
        "outside mutants that break one rule each, killed by an assert that cites that rule. Facets judged: the facets",
        "the rules declare (boundaries, required fields, errors, derived values, control states) that an assert or a",
        "journey step names. Tool mutants: a mutation tool's mutants of the gold app's rule code killed by the verifier,",
        "of those not triaged as equivalent (`fgb mutation`; survivors triaged beside the gold app). UI tool mutants:",
        "Stryker's mutants of the gold app's front-end script killed by root and visual (`fgb ui-mutation`). Stranger's",
        "breaks: one-rule breaks of a clone built from the brief alone, caught (`fgb outside`; section below).",
        "",
        "| environment | rules cited | facets judged | integration pairs | vacuous (gold) | gold through equivalence proxy "
        "| rule mutants killed | rules with a mutant | tool mutants killed | UI tool mutants killed | stranger's breaks caught |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for env in list_environments(root):
        rules, facets, pairs = coverage_cells(paths.environments_dir(root) / env)
        row = _gold_row(gold, env)
        vacuous = f"{len(row['vacuous'])} of {row['vacuity_checked']}" if row and "vacuity_checked" in row else "not run"
        mutants = _json(results / "mutants" / f"{env}.json") or {}
        killed = _pct(mutants.get("rule_mutants_killed", 0), mutants.get("rule_mutants", 0))
        with_mutant = _pct(mutants.get("rules_with_mutant", 0), mutants.get("rules", 0))
        lines.append(
            f"| {env} | {rules} | {facets} | {pairs} | {vacuous} | {_layers_one(_gold_row(proxy, env))} | {killed} "
            f"| {with_mutant} | {_tool_score(results, env)} | {_tool_score(results, env, 'ui-mutation')} "
            f"| {_outside_cell(results, env)} |"
        )
    return lines + [""] + outside_section(root)
