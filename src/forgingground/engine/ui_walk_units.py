"""Generated UI walks as units of the root layer: each walk one unit from a fresh reset, judged by one eval_ui_walk
assert; the browser layer plays them after the journeys and counts each in root_pass as it counts a journey."""

from __future__ import annotations

from typing import Any

from ..dataset.loader import Environment
from ..generated.asserts import Assert
from .units import Unit

KIND = "ui_walk"


def ui_walk_units(env: Environment) -> list[Unit]:
    """One unit per walk of ui_walks.json, in file order; none for an environment without UI walks."""
    return [_unit(walk) for walk in env.ui_walks]


def _unit(walk: dict[str, Any]) -> Unit:
    moves = len(walk["moves"])
    judged = Assert.model_validate(
        {
            "id": f"root.walk.{walk['id']}",
            "level": "root",
            "statement": f"UI walk {walk['id']}: after each of its {moves} moves the page comes to show what gold's "
            "showed there (the states, texts, orders and counts the journeys check)",
            "rules": walk["rules"],
            "check": {"op": "eval_ui_walk", "params": {"walk": walk["id"]}},
        }
    )
    return Unit(KIND, f"walk.{walk['id']}", [], [judged])
