"""Draw walks: seeded sequences of 5 to 15 steps from the pool, each reusing the objects earlier steps made."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from .pool import OPEN, Pool, Producer, slots

MIN_STEPS, MAX_STEPS = 5, 15
REUSE = 0.6  # how often a step is drawn among those that act on what the walk made, when there are any


@dataclass
class Drawn:
    id: str
    steps: list[dict[str, Any]]


def draw_walks(pool: Pool, count: int, seed: int) -> list[Drawn]:
    """`count` walks; the same pool and seed give the same walks on every machine (string seeds hash with SHA-512)."""
    return [draw_walk(pool, random.Random(f"walks|{seed}|{i}"), f"w{i + 1:03d}") for i in range(count)]


def draw_walk(pool: Pool, rng: random.Random, walk_id: str) -> Drawn:
    made: list[tuple[Producer, str]] = []  # what earlier steps captured: by whom, into which variable
    steps: list[dict[str, Any]] = []
    length = rng.randint(MIN_STEPS, MAX_STEPS)
    calls = sorted(pool.templates)
    while len(steps) < length:
        # an endpoint first, then one of its templates: an endpoint probed many ways is not drawn more often
        options = {c: ts for c in calls if (ts := [t for t in pool.templates[c] if _fillable(pool, c, t, made)])}
        # what acts on what the walk made: a template taking a value it made, or, once it made one, a read with no
        # slot at all (a listing such as the saved posts shows what earlier steps changed)
        reusing = {
            c: ts
            for c, all_ts in options.items()
            if (ts := [t for t in all_ts if _reuses(pool, c, t, made) or (made and not slots(t))])
        }
        chosen = reusing if reusing and rng.random() < REUSE else options
        call = rng.choice(sorted(chosen))
        template = rng.choice(chosen[call])
        step = _fill(pool, call, template, made, rng)
        step["name"] = f"s{len(steps) + 1}"
        captures: dict[str, str] = {}
        for producer in sorted({p for ps in pool.links.values() for p in ps if p.call == call}, key=lambda p: p.expr):
            var = f"v{len(steps) + 1}_{len(captures) + 1}"
            captures[var] = producer.expr
            made.append((producer, var))
        if captures:
            step["capture"] = captures
        steps.append(step)
    return Drawn(walk_id, steps)


def _candidates(pool: Pool, call: str, slot: str, made: list[tuple[Producer, str]]) -> list[str]:
    feeds = set(pool.feeds(call, slot))
    return [var for producer, var in made if producer in feeds]


def _fillable(pool: Pool, call: str, template: dict[str, Any], made: list[tuple[Producer, str]]) -> bool:
    """Every open slot of the template has a value the walk made."""
    return all(_candidates(pool, call, s, made) for s, v in slots(template).items() if v == OPEN)


def _reuses(pool: Pool, call: str, template: dict[str, Any], made: list[tuple[Producer, str]]) -> bool:
    return any(_candidates(pool, call, s, made) for s in slots(template))


def _fill(
    pool: Pool, call: str, template: dict[str, Any], made: list[tuple[Producer, str]], rng: random.Random
) -> dict[str, Any]:
    """The template with its open slots filled, and a literal path id swapped, half the time, for an object the walk
    made (so that later steps act on what earlier ones created)."""
    step = json.loads(json.dumps({"call": call, **template}))
    for slot, value in slots(template).items():
        found = _candidates(pool, call, slot, made)
        if not found or (value != OPEN and (not slot.startswith("path.") or rng.random() < 0.5)):
            continue
        part, name = slot.split(".", 1)
        step[part][name] = "${" + rng.choice(found) + "}"
    return step
