"""The order `fgb walks generate -j N` starts its files in: the longest expected first, so the jobs end together.

Generation runs each environment's file in a process of its own; started in name order, the slowest (gmail's UI
walks, two minutes alone) could start last and leave one core idle while it ends. The costs are what one job took
here on an idle two-core machine (2026-12-07); only their ratios matter for the order.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..dataset import layout

UI_START_S = 5.0  # a browser, a gold app and the equivalence proxy started
UI_PER_JOURNEY_S = 1.0  # each journey played once on gold, to learn where it makes its moves (ui_places.py)
UI_PER_MOVE_S = 2.3  # a kept move: drawn (with the idle draws around it), then played twice
UI_FIRST_MOVES = 20  # a file not yet written: about this many moves
API_START_S = 2.0
API_PER_STEP_S = 0.025  # each step played straight and through the proxy, and pruned
API_FIRST_STEPS = 800


def expected_seconds(env_dir: Path, ui: bool, journeys: int) -> float:
    """About how long generating the environment's walks of one kind takes, from its committed file's size."""
    name = layout.UI_WALKS if ui else layout.WALKS
    try:
        walks = json.loads((env_dir / name).read_text(encoding="utf-8"))["walks"]
    except (OSError, ValueError, KeyError, TypeError):
        walks = None
    if ui:
        moves = sum(len(w.get("moves", [])) for w in walks) if isinstance(walks, list) else UI_FIRST_MOVES
        return UI_START_S + UI_PER_JOURNEY_S * journeys + UI_PER_MOVE_S * moves
    steps = sum(len(w.get("steps", [])) for w in walks) if isinstance(walks, list) else API_FIRST_STEPS
    return API_START_S + API_PER_STEP_S * steps


def longest_first(jobs: list[tuple[str, bool]], cost: dict[tuple[str, bool], float]) -> list[tuple[str, bool]]:
    """The jobs (environment, ui) by expected cost, the longest first; ties by name, API before UI."""
    return sorted(jobs, key=lambda job: (-cost[job], job[0], job[1]))
