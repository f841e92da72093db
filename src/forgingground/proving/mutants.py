"""`fgb mutants ENV`: run the gold app once per mutant (FGB_MUTANT=<name>) and record which layers kill it.

A mutant is killed when any assert that passes on the gold app fails on it. An integration mutant must be
caught the headline way: leaf_pass stays 1.0 while integration_gap rises above 0.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .. import paths
from ..gold import gold_command, run_one

API_LAYERS = ("leaf", "mid")
UI_LAYERS = ("root", "visual")


def list_mutants(root: Path, env: str) -> dict[str, dict[str, Any]]:
    """Every mutant of a gold app: the inside switches (app/mutants.py) and the outside patches (mutants.py beside app/),
    each read in a subprocess from the checkout root; `source` says which."""
    return list_mutants_of(root, [env])[env]


def list_mutants_of(root: Path, envs: list[str]) -> dict[str, dict[str, dict[str, Any]]]:
    """list_mutants for several gold apps in one subprocess (declaring a mutant applies nothing): env -> mutants."""
    packages = {env: paths.ref_app_dir(root, env).name for env in envs}
    code = (
        "import importlib, importlib.util as u, json, sys\n"
        "found = {}\n"
        "for env, package in json.loads(sys.argv[1]).items():\n"
        "    m = importlib.import_module(f'ref_apps.{package}.app.mutants')\n"
        "    out = {k: dict(v, source='inside') for k, v in getattr(m.MUTANTS, 'MUTANTS', m.MUTANTS).items()}\n"
        "    if u.find_spec(f'ref_apps.{package}.mutants'):\n"
        "        o = importlib.import_module(f'ref_apps.{package}.mutants')\n"
        "        out.update({k: dict(v, source='outside') for k, v in o.MUTANTS.registry().items()})\n"
        "    found[env] = out\n"
        "print(json.dumps(found))"
    )
    argv = [sys.executable, "-c", code, json.dumps(packages)]
    result = subprocess.run(argv, cwd=root, capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def mutated_command(root: Path, env: str) -> str:
    """The gold app with an outside mutant applied by the kit (FGB_GOLD_APP and FGB_MUTANT say which)."""
    return f"{sys.executable} -m uvicorn ref_apps.kit.mutated:app --port {{port}} --log-level warning"


def layers_for(declared: str) -> tuple[str, ...]:
    if declared == "security":
        return ("security",)
    return UI_LAYERS if declared in UI_LAYERS else API_LAYERS


def judge(
    name: str, declared: str, report: dict[str, Any], rules: list[str] | None = None, cites: dict[str, list[str]] | None = None
) -> dict[str, Any]:
    """Which layers caught the mutant, and whether the one it declares is among them."""
    if "error" in report:
        return {
            "mutant": name,
            "declared": declared,
            "killed": True,
            "caught_by": ["app_start"],
            "expected_layer_caught": False,
            "killers": [],
            "note": report["error"][:200],
        }
    failed = [r for r in report["results"] if r["outcome"] in ("fail", "infra_error")]
    by_level: dict[str, list[str]] = {}
    for r in failed:
        by_level.setdefault(r["level"], []).append(r["id"])
    scores = report["scores"]
    gap = scores["integration_gap"]
    caught_by = sorted(by_level)
    if gap["status"] == "scored" and gap["numerator"] > 0:
        caught_by.append("integration_gap")
    if declared == "integration":
        expected = scores["leaf_pass"]["value"] == 1.0 and "integration_gap" in caught_by
    else:
        expected = declared in caught_by
    row_rules = {"rules": rules} if rules else {}
    if rules:  # a rule mutant counts as killed for its rule only when an assert citing that rule fails
        row_rules["rule_killers"] = sorted(
            r["id"] for r in failed if set((cites or {}).get(r["id"], r.get("rules") or [])) & set(rules)
        )
    return row_rules | {
        "mutant": name,
        "declared": declared,
        "killed": bool(failed),
        "caught_by": caught_by,
        "expected_layer_caught": expected,
        "killers": {level: ids[:5] for level, ids in sorted(by_level.items())},
        "fail_counts": {level: len(ids) for level, ids in sorted(by_level.items())},
        "scores": {k: v["value"] for k, v in scores.items()},
    }


def run_mutants(root: Path, env: str, only: list[str] | None = None, progress: bool = True) -> dict[str, Any]:
    registry = list_mutants(root, env)
    names = [n for n in registry if not only or n in only]
    rows = []
    started = time.perf_counter()
    cites = _citations(root, env)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            declared = registry[name]["layer"]
            t0 = time.perf_counter()
            outside = registry[name].get("source") == "outside"
            report = _run(root, env, name, declared, Path(tmp) / name, outside)
            if "error" in report:  # a start that failed under load proves nothing about the graders: try once more
                report = _run(root, env, name, declared, Path(tmp) / f"{name}.retry", outside)
            row = judge(name, declared, report, registry[name].get("rules"), cites)
            row["fault"] = registry[name]["fault"]
            row["seconds"] = round(time.perf_counter() - t0, 2)
            rows.append(row)
            if progress:
                mark = "killed" if row["killed"] else "SURVIVED"
                print(f"{name:28} {declared:12} {mark:9} by {', '.join(row['caught_by']) or '-'}", flush=True)
    return summarize(root, env, rows, round(time.perf_counter() - started, 1))


def summarize(root: Path, env: str, rows: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The kill matrix's totals over its rows (a full run's, or a committed matrix with new rows merged in)."""
    killed = sum(r["killed"] for r in rows)
    rule_rows = [r for r in rows if r.get("rules")]
    return _rule_summary(root, env, rule_rows) | {
        "environment": env,
        "generated_by": f"nox -s mutants -- {env}",
        "mutants": len(rows),
        "killed": killed,
        "kill_rate": round(killed / len(rows), 4) if rows else 0.0,
        "survivors": [r["mutant"] for r in rows if not r["killed"]],
        "integration_detected": sum(r["declared"] == "integration" and r["expected_layer_caught"] for r in rows),
        "integration_total": sum(r["declared"] == "integration" for r in rows),
        "seconds": seconds,
        "rows": rows,
    }


def merge_missing(root: Path, env: str, committed: dict[str, Any], progress: bool = True) -> dict[str, Any]:
    """Run only the mutants the committed matrix lacks, drop rows of mutants that no longer exist, and re-total."""
    registry = list_mutants(root, env)
    kept = [r for r in committed.get("rows", []) if r["mutant"] in registry]
    missing = [n for n in registry if n not in {r["mutant"] for r in kept}]
    added: dict[str, Any] = run_mutants(root, env, missing, progress) if missing else {"rows": [], "seconds": 0.0}
    return summarize(root, env, kept + added["rows"], round(committed.get("seconds", 0.0) + added["seconds"], 1))


def _citations(root: Path, env: str) -> dict[str, list[str]]:
    """assert id -> the rules it cites, read from the environment as data."""
    data = json.loads((paths.environments_dir(root) / env / "asserts.json").read_text(encoding="utf-8"))
    return {a["id"]: a.get("rules") or [] for a in data["asserts"]}


def _rule_summary(root: Path, env: str, rule_rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Rules with a mutant that breaks them, and how many rule mutants an assert citing their rule killed."""
    contract = json.loads((paths.environments_dir(root) / env / "contract.json").read_text(encoding="utf-8"))
    rules = [r["id"] for r in contract.get("rules") or []]
    mutated = {rule for r in rule_rows for rule in r["rules"]}
    killed = sum(bool(r.get("rule_killers")) for r in rule_rows)
    return {
        "rules": len(rules),
        "rules_with_mutant": sum(r in mutated for r in rules),
        "rules_without_mutant": [r for r in rules if r not in mutated],
        "rule_mutants": len(rule_rows),
        "rule_mutants_killed": killed,
        "rule_kill_rate": round(killed / len(rule_rows), 4) if rule_rows else None,
        "rule_survivors": [r["mutant"] for r in rule_rows if not r.get("rule_killers")],
    }


def mutant_start(root: Path, env: str, name: str, outside: bool) -> tuple[str, dict[str, str]]:
    """How to start the gold app with one mutant: (command, environment variables). An outside mutant is applied by
    the kit's wrapper app; an inside one is a switch the gold app reads itself."""
    if outside:
        return mutated_command(root, env), {"FGB_MUTANT": name, "FGB_GOLD_APP": paths.ref_app_dir(root, env).name}
    return gold_command(root, env), {"FGB_MUTANT": name}


def _run(root: Path, env: str, name: str, declared: str, out: Path, outside: bool = False) -> dict[str, Any]:
    return verify_mutant(root, env, name, layers_for(declared), out / "app.log", outside)


def verify_mutant(
    root: Path,
    env: str,
    name: str,
    layers: tuple[str, ...],
    log: Path,
    outside: bool = False,
    environment: Any = None,
) -> dict[str, Any]:
    """One mutant of a gold app, started with its patch applied from outside and verified on these layers: the report,
    or {"error": why} when the app did not start (the kill matrix and the walks' proof both run mutants this way)."""
    from ..engine.app_process import AppProcess, AppStartError
    from ..engine.runner import RunOptions, verify
    from ..environment import load_environment

    environment = environment or load_environment(paths.environments_dir(root) / env)
    try:
        command, extra = mutant_start(root, env, name, outside)
        with AppProcess(command, log, env=extra, cwd=root) as app:
            return verify(environment, app.url, RunOptions(layers=layers))
    except AppStartError as exc:
        return {"error": str(exc)}


__all__ = ["judge", "list_mutants", "list_mutants_of", "mutant_start", "run_mutants", "run_one", "verify_mutant"]
