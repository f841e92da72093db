"""Generated walks as units of the mid layer: each walk one unit from a fresh reset, judged by one eval_walk assert."""

from __future__ import annotations

from typing import Any

from ..dataset.loader import Environment
from ..generated.asserts import Assert
from ..generated.contract import Step
from .units import Unit

FAMILY = "walk"  # a walk's family among the mid layer's units: the report and the gap tell walks from chains by it


def walk_units(env: Environment) -> list[Unit]:
    """One unit per walk of walks.json, in file order; none for an environment without walks."""
    return [_unit(walk) for walk in env.walks]


def _unit(walk: dict[str, Any]) -> Unit:
    rows = walk["observed"]
    rules = sorted({r for row in rows for r in row.get("rules", [])})
    judged = Assert.model_validate(
        {
            "id": f"mid.walk.{walk['id']}",
            "level": "mid",
            "statement": f"walk {walk['id']}: each of its {len(rows)} steps shows what gold showed there "
            "(the status and the values the asserts read, under the equivalence rules)",
            "rules": rules,
            "check": {"op": "eval_walk", "params": {"observed": rows}},
        }
    )
    steps = [Step.model_validate(s) for s in walk["steps"]]
    return Unit("walk", f"walk.{walk['id']}", steps, [judged], FAMILY, reset_first=True)
