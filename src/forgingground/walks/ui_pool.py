"""What a UI walk may do and see: the moves and looks of an environment's journeys, each once.

A move is what a journey does between two checks: a click, a fill (or a select, a check) together with the click or
key press that submits it, a goto to a named screen. A look is what a journey checks (engine/ui_looks.py). Both come
from the journeys only, whose every literal the leakage check holds to the brief: a walk names nothing new.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..dataset.loader import Environment
from ..engine.journeys import EXPECT_ACTIONS
from ..engine.ui_looks import OPPOSITE, look_key, look_of

PREPARES = {"fill", "select", "check"}  # steps that wait for the click or key press that submits them
SUBMITS = {"click", "press"}


@dataclass
class UiPool:
    moves: list[list[dict[str, Any]]]
    looks: list[dict[str, Any]]
    rules: dict[str, set[str]] = field(default_factory=dict)  # look key -> the rules of the journeys that check it
    hides: set[str] = field(default_factory=set)  # looks a journey checks hidden (expect_hidden): their hiding is stated


def walk_step(step: Any) -> dict[str, Any]:
    """A journey step as a walk writes it: what to do, not which facets the journey judges there."""
    return {k: v for k, v in step.model_dump(mode="json", exclude_none=True, exclude_defaults=True).items() if k != "facets"}


def moves_of(steps: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """A journey's steps cut into moves; checks, checkpoints and screenshots end a move and belong to none."""
    return [move for _, move in cut_moves(steps)]


def cut_moves(steps: list[dict[str, Any]]) -> list[tuple[int, list[dict[str, Any]]]]:
    """moves_of with the index of each move's first step in the journey (where the journey makes it)."""
    moves: list[tuple[int, list[dict[str, Any]]]] = []
    current: list[dict[str, Any]] = []
    first = 0
    for index, step in enumerate(steps):
        action = step["action"]
        if action in EXPECT_ACTIONS or action in ("checkpoint", "screenshot"):
            if current:
                moves.append((first, current))
            current = []
        elif action == "goto":
            if current:
                moves.append((first, current))
            current = []
            if "${" not in str(step.get("value", "")):  # a path made by the journey's setup: no walk has it
                moves.append((index, [step]))
        elif action in PREPARES:
            if not current:
                first = index
            current.append(step)
        else:
            if action == "press" and not step.get("target") and not current:
                continue  # a key press on whatever has focus: only as the submit of a fill
            if not current:
                first = index
            current.append(step)
            if action in SUBMITS:
                moves.append((first, current))
                current = []
    if current:
        moves.append((first, current))
    return moves


def move_key(move: list[dict[str, Any]]) -> str:
    """One move's identity across journeys (the pool keeps each once)."""
    return json.dumps(move, sort_keys=True)


def build_ui_pool(env: Environment) -> UiPool:
    """Every journey's moves and looks, each once, in a fixed order (the draw picks among them by its seed)."""
    by_id = env.assert_by_id()
    moves: dict[str, list[dict[str, Any]]] = {}
    looks: dict[str, dict[str, Any]] = {}
    rules: dict[str, set[str]] = {}
    hides: set[str] = set()
    for screen in env.contract.screens:
        goto = [{"action": "goto", "screen": screen.id}]
        moves[move_key(goto)] = goto
        for component in screen.components or []:  # a control's states the brief names on its screen
            states = [s.value for s in component.states or []]
            if len(states) == 2 and not component.name.startswith("<") and OPPOSITE.get(states[0]) == states[1]:
                target = {"role": component.role, "name": component.name, "exact": True}
                control = {"kind": "state", "target": target, "states": sorted(states)}
                looks.setdefault(look_key(control), control)
    for flow in env.contract.ui_flows:
        steps = [walk_step(s) for s in flow.steps]
        cited = {r.root for a in flow.asserts if a in by_id for r in by_id[a].rules or []}
        for move in moves_of(steps):
            moves.setdefault(move_key(move), move)
        for step, model in zip(steps, flow.steps, strict=True):
            look = look_of(step)
            if look is None:
                continue
            key = look_key(look)
            looks.setdefault(key, look)
            if step["action"] == "expect_hidden":
                hides.add(key)
            rules.setdefault(key, set()).update(cited | {f.root.split("#", 1)[0] for f in model.facets or []})
    ordered_moves = [moves[k] for k in sorted(moves)]
    return UiPool(ordered_moves, [looks[k] for k in sorted(looks)], rules, hides)
