"""Result records -> the leaderboard: per agent and per agent x environment, the mean of every metric with a bootstrap interval."""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path
from typing import Any

from .. import paths
from ..build.records import RecordError, read_result  # noqa: F401 - RecordError is the leaderboard's error too
from ..engine.scoring import OVERALL_DEFINITION, layer_value, overall

# The overall score first and the gap beside it: the board ranks by the first, the second is the headline finding.
METRICS = ("overall", "integration_gap", "leaf_pass", "mid_pass", "root_pass", "visual")
LOWER_IS_BETTER = ("integration_gap",)
CONFIDENCE = 0.95
RESAMPLES = 2000
SEED = 0
INTERVAL = (
    "95% percentile bootstrap of the mean over runs (2000 resamples of the runs with replacement, seed 0); "
    "per agent the runs of every environment are pooled, so the interval says how much the mean moves with the "
    "environments and runs drawn. A cell with one run has a zero-width interval."
)


RANKING = (
    "Agents are ranked by their mean overall score over every run (ties by name). "
    + OVERALL_DEFINITION
    + " An integration gap with no eligible chain (an app whose leaf asserts all fail, say) is n/a and left out of"
    " the gap's mean, never counted as 0."
)


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
    return [read_result(file, root) for file in files]


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
    """The leaderboard document (schemas/leaderboard.schema.json); agents ranked by mean overall score, then name."""
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
            "confidence": CONFIDENCE,
            "resamples": RESAMPLES,
            "seed": SEED,
            "lower_is_better": list(LOWER_IS_BETTER),
        },
        "metrics": list(METRICS),
        "agents": sorted(agents, key=rank),
    }
