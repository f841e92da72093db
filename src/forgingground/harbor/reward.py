"""The reward a Harbor trial reports: the layer scores plus the overall score (defined in engine.scoring) as `reward`."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from ..engine.scoring import OVERALL_DEFINITION, PASS_LAYERS, layer_value, overall

REWARD_KEYS = (*PASS_LAYERS, "integration_gap")

# The reward is the overall score, quoted by task.toml metadata and the guide.
REWARD_DEFINITION = OVERALL_DEFINITION.replace("overall = ", "reward = ", 1)


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
    record["reward"] = overall(scores)
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
