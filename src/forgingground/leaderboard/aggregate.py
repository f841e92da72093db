"""Result records -> the leaderboard: per agent and per agent x environment, the mean of every metric with a bootstrap interval."""

from __future__ import annotations

import random
from collections import defaultdict
from math import comb
from pathlib import Path
from typing import Any

from .. import paths
from ..build.records import RecordError, read_result  # noqa: F401 - RecordError is the leaderboard's error too
from ..engine.scoring import OVERALL_DEFINITION, layer_value, overall

# The overall score first and the gap beside it: the board ranks by the first, the second is the headline finding.
METRICS = ("overall", "integration_gap", "leaf_pass", "mid_pass", "root_pass", "visual", "security")
LOWER_IS_BETTER = ("integration_gap",)
CONFIDENCE = 0.95
RESAMPLES = 2000
SEED = 0
INTERVAL = (
    "95% percentile bootstrap of the mean over runs (2000 resamples of the runs with replacement, seed 0); "
    "per agent the runs of every environment are pooled, so the interval says how much the mean moves with the "
    "environments and runs drawn. A cell with one run has a zero-width interval."
)


PASS_THRESHOLD = 0.9
MAX_K = 5
PASS_DEFINITION = (
    f"A run solves its environment when its overall score is at least {PASS_THRESHOLD}. A cell's pass@1 is the share "
    "of its attempts that solve it; its pass^k is the chance that k attempts drawn without replacement from its n "
    "all solve it, C(c, k) / C(n, k) with c the solving attempts, for every k up to the fewest attempts any cell of "
    f"the agent has (at most {MAX_K}). An agent's pass@1 and pass^k are means over its environments (each environment "
    "weighs the same), with a 95% percentile bootstrap over environments (2000 resamples, seed 0)."
)


RANKING = (
    "Agents are ranked by their mean overall score over every run (ties by name). "
    + OVERALL_DEFINITION
    + " An integration gap with no eligible chain (an app whose leaf asserts all fail, say) is n/a and left out of"
    " the gap's mean, never counted as 0."
)


LOG_KEY = "_log"  # set by load_records, never part of a record on disk


def metric_value(record: dict[str, Any], metric: str) -> float | None:
    """A record's metric as a number; None when the layer was not run or the gap is undefined."""
    scores = record["scores"]
    return overall(scores) if metric == "overall" else layer_value(scores.get(metric))


def agent_name(record: dict[str, Any]) -> str:
    agent = record.get("agent")
    return str(agent.get("name") if isinstance(agent, dict) else agent)


def load_records(sources: list[Path], root: Path | None = None) -> list[dict[str, Any]]:
    """Every result.json named or found under a named folder (sorted, so the output does not depend on the file
    system), each checked by build.records.read_result. Raises RecordError."""
    root = root or paths.find_root(None)
    files: list[Path] = []
    for source in sources:
        files += sorted(source.rglob("*.json")) if source.is_dir() else [source]
    return [_with_log(read_result(file, root), file, root) for file in files]


def _with_log(record: dict[str, Any], file: Path, root: Path) -> dict[str, Any]:
    """Note the trial's log beside the record (`fgb trial --records` writes <name>.log.txt), by its path in the
    repository when it lies inside it, so the board can link to it."""
    log = file.with_suffix(".log.txt")
    if log.is_file():
        resolved = log.resolve()
        record[LOG_KEY] = str(resolved.relative_to(root.resolve())) if resolved.is_relative_to(root.resolve()) else str(log)
    return record


def bootstrap(values: list[float], rng: random.Random) -> tuple[float, float]:
    """The percentile interval of the resampled means."""
    if len(values) == 1 or len(set(values)) == 1:
        return values[0], values[0]
    n = len(values)
    means = sorted(sum(rng.choices(values, k=n)) / n for _ in range(RESAMPLES))
    tail = (1 - CONFIDENCE) / 2
    return means[int(tail * (RESAMPLES - 1))], means[int((1 - tail) * (RESAMPLES - 1))]


def summarize(records: list[dict[str, Any]], key: str) -> dict[str, dict[str, Any]]:
    """Every metric of a group of runs; the bootstrap is seeded by SEED and the group's key, so adding an agent moves no other."""
    out: dict[str, dict[str, Any]] = {}
    for metric in METRICS:
        values = [v for v in (metric_value(r, metric) for r in records) if v is not None]
        if not values:
            out[metric] = {"n": 0, "mean": None, "ci_low": None, "ci_high": None}
            continue
        low, high = bootstrap(values, random.Random(f"{SEED}/{key}/{metric}"))
        out[metric] = {
            "n": len(values),
            "mean": round(sum(values) / len(values), 4),
            "ci_low": round(low, 4),
            "ci_high": round(high, 4),
        }
    return out


def solves(record: dict[str, Any]) -> bool:
    """PASS_DEFINITION's threshold on one run."""
    return overall(record["scores"]) >= PASS_THRESHOLD


def pass_hat_k(attempts: int, solved: int, k: int) -> float:
    """The chance that k of the n attempts, drawn without replacement, all solve: C(c, k) / C(n, k)."""
    return comb(solved, k) / comb(attempts, k)


def pass_k(cells: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """pass^1 (= pass@1) .. pass^K of an agent, K the fewest attempts of any of its cells (at most MAX_K)."""
    top = min(MAX_K, min(c["runs"] for c in cells))
    out = []
    for k in range(1, top + 1):
        values = [pass_hat_k(c["runs"], c["solved"], k) for c in cells]
        low, high = bootstrap(values, random.Random(f"{SEED}/{key}/pass^{k}"))
        out.append(
            {
                "k": k,
                "n": len(values),
                "mean": round(sum(values) / len(values), 4),
                "ci_low": round(low, 4),
                "ci_high": round(high, 4),
            }
        )
    return out


def one_benchmark_version(records: list[dict[str, Any]]) -> dict[str, str]:
    """Each environment's brief version; a RecordError when the records of one environment name two (one board per
    benchmark version)."""
    seen: dict[str, set[str]] = defaultdict(set)
    for record in records:
        seen[str(record["environment"])].add(str(record.get("brief_version")))
    mixed = {env: sorted(v) for env, v in seen.items() if len(v) > 1}
    if mixed:
        detail = "; ".join(f"{env}: {', '.join(v)}" for env, v in sorted(mixed.items()))
        raise RecordError(
            f"records scored against different briefs of one environment ({detail}): a board holds one benchmark "
            "version; rerun the older runs against the current brief or pass only one version's records"
        )
    return {env: next(iter(v)) for env, v in sorted(seen.items())}


def provenance(runs: list[dict[str, Any]], cells: list[dict[str, Any]]) -> dict[str, Any]:
    """Who ran and with what: models, brief and fgb versions, the dates, attempts per cell, cost and wall time."""

    def values(key: str) -> list[str]:
        return sorted({str(r[key]) for r in runs if r.get(key) not in (None, "")})

    dates = sorted(str(r["started_at"])[:10] for r in runs if r.get("started_at"))
    usd = [r["cost"]["usd"] for r in runs if isinstance(r.get("cost"), dict) and r["cost"].get("usd") is not None]
    seconds = [float(r["duration_s"]) for r in runs if r.get("duration_s") is not None]
    return {
        "models": values("model"),
        "brief_versions": values("brief_version"),
        "fgb_versions": values("fgb_version"),
        "first_run": dates[0] if dates else None,
        "last_run": dates[-1] if dates else None,
        "attempts_per_cell": {"min": min(c["runs"] for c in cells), "max": max(c["runs"] for c in cells)},
        "cost_usd": round(sum(usd), 4) if usd else None,
        "mean_wall_s": round(sum(seconds) / len(seconds), 1) if seconds else None,
    }


def aggregate(records: list[dict[str, Any]], generated_by: str = "fgb leaderboard") -> dict[str, Any]:
    """The leaderboard document (schemas/leaderboard.schema.json); agents ranked by mean overall score, then name.
    Raises RecordError when the records mix brief versions of an environment."""
    briefs = one_benchmark_version(records)
    by_agent: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        by_agent[agent_name(record)].append(record)
    agents = []
    for name in sorted(by_agent):
        runs = by_agent[name]
        by_env: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for record in runs:
            by_env[str(record["environment"])].append(record)
        cells = [
            {
                "environment": env,
                "runs": len(cell),
                "completed": sum(1 for r in cell if r.get("completed")),
                "solved": sum(1 for r in cell if solves(r)),
                "logs": [str(r[LOG_KEY]) for r in cell if r.get(LOG_KEY)],
                "scores": summarize(cell, f"{name}/{env}"),
            }
            for env, cell in sorted(by_env.items())
        ]
        agents.append(
            {
                "agent": name,
                "runs": len(runs),
                "environments": len(by_env),
                "scores": summarize(runs, name),
                "pass_k": pass_k(cells, name),
                "provenance": provenance(runs, cells),
                "cells": cells,
            }
        )

    def rank(agent: dict[str, Any]) -> tuple:
        return (-(agent["scores"]["overall"]["mean"] or 0.0), agent["agent"])

    return {
        "generated_by": generated_by,
        "method": {
            "interval": INTERVAL,
            "ranking": RANKING,
            "pass_threshold": PASS_THRESHOLD,
            "pass_definition": PASS_DEFINITION,
            "confidence": CONFIDENCE,
            "resamples": RESAMPLES,
            "seed": SEED,
            "lower_is_better": list(LOWER_IS_BETTER),
        },
        "benchmark": {"briefs": briefs, "fgb_versions": sorted({str(r.get("fgb_version")) for r in records})},
        "metrics": list(METRICS),
        "agents": sorted(agents, key=rank),
    }
