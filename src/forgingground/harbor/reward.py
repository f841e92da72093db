"""The reward a Harbor trial reports: the layer scores plus one headline number, defined here and nowhere else."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

PASS_LAYERS = ("leaf_pass", "mid_pass", "root_pass", "visual")
REWARD_KEYS = (*PASS_LAYERS, "integration_gap")

# The one definition of the headline, quoted by task.toml metadata and the guide.
REWARD_DEFINITION = (
    "reward = the mean of leaf_pass, mid_pass, root_pass and visual over the layers the environment scores "
    "(a layer the environment does not run is left out, never counted as 0); 0 when the submission did not "
    "start or produced no result. integration_gap is reported beside it (lower is better) and not folded in."
)


def layer_value(score: Any) -> float | None:
    """A score as a number: result records hold plain numbers, engine reports hold {status, value}; None when not run."""
    if isinstance(score, dict):
        return None if score.get("status") == "not_run" else score.get("value")
    if isinstance(score, bool) or score is None:
        return None
    return float(score)


def headline(scores: dict[str, Any]) -> float:
    """REWARD_DEFINITION in code."""
    values = [v for v in (layer_value(scores.get(k)) for k in PASS_LAYERS) if v is not None]
    return round(sum(values) / len(values), 6) if values else 0.0


def reward_record(result: dict[str, Any] | None) -> dict[str, float]:
    """The flat object Harbor reads from /logs/verifier/reward.json: finite numbers only, layers not run left out."""
    if not result or not result.get("scores"):
        return {**{k: 0.0 for k in PASS_LAYERS}, "reward": 0.0}
    scores = result["scores"]
    record: dict[str, float] = {}
    for key in REWARD_KEYS:
        value = layer_value(scores.get(key))
        if value is not None and math.isfinite(value):
            record[key] = round(float(value), 6)
    record["reward"] = headline(scores)
    return record


def write_reward(result_file: Path, out: Path, root: Path) -> tuple[dict[str, float], str | None]:
    """Read a result record and write reward.json; a missing or invalid record gives reward 0 and the reason why."""
    from ..build.records import RecordError, read_result
    from ..engine.reports import write_atomically

    problem = None
    try:
        result: dict[str, Any] | None = read_result(result_file, root)
    except RecordError as exc:
        result, problem = None, str(exc)
    record = reward_record(result)
    out.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(out, json.dumps(record, indent=2, sort_keys=True) + "\n")
    return record, problem
