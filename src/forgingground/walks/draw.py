"""Draw walks: seeded sequences of 5 to 15 steps from the pool, gathered on what earlier steps made, acted on or wrote.

The faults a chain misses sit in two steps on one object and a read after both (a vote on a saved post, then the
saved list): a uniform draw over 20-odd endpoints seldom lines them up, so a walk keeps to one seeded object per path
slot, prefers calls on the tables it wrote, and ends reading them back."""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any

from .pool import OPEN, Pool, Producer, placeholders, slots

MIN_STEPS, MAX_STEPS = 5, 15
REUSE = 0.45  # how often a step is drawn among those that act on what the walk made, when there are any
DEPENDENT = 0.35  # how often among those that read or write a table an earlier step wrote (contract.api reads/writes)
OBJECT_ID = re.compile(r"(id|number|key|ts)$", re.IGNORECASE)  # a path slot naming one object (not an owner's name)
READ_BACK = 3  # reads a walk ends on, of tables it wrote
RETARGET = 0.5  # how often a literal path id is swapped for the latest one an earlier step sent through its slot


@dataclass
class Drawn:
    id: str
    steps: list[dict[str, Any]]


def draw_walks(pool: Pool, count: int, seed: int) -> list[Drawn]:
    """`count` walks; the same pool and seed give the same walks on every machine (string seeds hash with SHA-512)."""
    return [draw_walk(pool, random.Random(f"walks|{seed}|{i}"), f"w{i + 1:03d}") for i in range(count)]


def draw_walk(pool: Pool, rng: random.Random, walk_id: str) -> Drawn:
    made: list[tuple[Producer, str]] = []  # what earlier steps captured: by whom, into which variable
    # slot -> the literal values earlier steps sent through it, the latest last; each path slot naming an object starts
    # at one seeded object drawn for the walk, so that its steps gather on few objects (a save, a vote on the post
    # saved, the saved list) rather than spread over the seed
    targeted: dict[str, list[Any]] = {
        slot: [rng.choice(values)] for slot, values in pool.literals.items() if OBJECT_ID.search(slot) and values
    }
    written: set[str] = set()  # the tables earlier steps wrote
    steps: list[dict[str, Any]] = []
    length = rng.randint(MIN_STEPS, MAX_STEPS)
    calls = sorted(pool.templates)
    read_back = False
    while len(steps) < length:
        if not read_back and len(steps) >= length - READ_BACK:
            read_back = True
            for call, template in _read_backs(pool, made, written, rng):
                steps.append(_step(pool, call, template, made, rng, targeted, len(steps), retarget=1.0))
            continue
        # an endpoint first, then one of its templates: an endpoint probed many ways is not drawn more often
        options = {c: ts for c in calls if (ts := [t for t in pool.templates[c] if _fillable(pool, c, t, made)])}
        # what acts on what the walk made: a template taking a value it made, or, once it made one, a read with no
        # slot at all (a listing such as the saved posts shows what earlier steps changed)
        reusing = {
            c: ts
            for c, all_ts in options.items()
            if (ts := [t for t in all_ts if _reuses(pool, c, t, made) or (made and not slots(t))])
        }
        # what depends on what the walk changed: a later read of a table it wrote shows the change (a repository's
        # open count after an issue is closed), a later write of it may clash with it (a request on branches a merge
        # freed); compositions no chain scripted come from these orders
        dependent = {c: ts for c, ts in options.items() if pool.touches.get(c, set()) & written}
        pick = rng.random()
        chosen = reusing if reusing and pick < REUSE else dependent if dependent and pick < REUSE + DEPENDENT else options
        call = rng.choice(sorted(chosen))
        steps.append(_step(pool, call, rng.choice(chosen[call]), made, rng, targeted, len(steps)))
        written |= pool.writes.get(call, set())
    return Drawn(walk_id, steps)


def _read_backs(
    pool: Pool, made: list[tuple[Producer, str]], written: set[str], rng: random.Random
) -> list[tuple[str, dict[str, Any]]]:
    """Up to READ_BACK reads of tables the walk wrote, each by another endpoint, to end on: the state after all of
    its steps, seen where the brief says it shows (the saved list after a save and a vote on the saved post)."""
    readers = [
        c
        for c in sorted(pool.templates)
        if c not in pool.writes
        and pool.touches.get(c, set()) & written
        and any(_fillable(pool, c, t, made) for t in pool.templates[c])
    ]
    chosen = rng.sample(readers, min(READ_BACK, len(readers)))
    return [(c, rng.choice([t for t in pool.templates[c] if _fillable(pool, c, t, made)])) for c in chosen]


def _step(
    pool: Pool,
    call: str,
    template: dict[str, Any],
    made: list[tuple[Producer, str]],
    rng: random.Random,
    targeted: dict[str, list[Any]],
    index: int,
    retarget: float = 0.0,
) -> dict[str, Any]:
    """The template filled, named and with its captures: what it makes joins `made`."""
    step = _fill(pool, call, template, made, rng, targeted, retarget or RETARGET)
    step["name"] = f"s{index + 1}"
    captures: dict[str, str] = {}
    for producer in sorted({p for ps in pool.links.values() for p in ps if p.call == call}, key=lambda p: p.expr):
        var = f"v{index + 1}_{len(captures) + 1}"
        captures[var] = producer.expr
        made.append((producer, var))
    if captures:
        step["capture"] = captures
    return step


def _candidates(pool: Pool, call: str, slot: str, made: list[tuple[Producer, str]]) -> list[str]:
    feeds = set(pool.feeds(call, slot))
    return [var for producer, var in made if producer in feeds]


def _fillable(pool: Pool, call: str, template: dict[str, Any], made: list[tuple[Producer, str]]) -> bool:
    """Every open slot of the template has a value the walk made."""
    return all(_candidates(pool, call, s, made) for s, v in slots(template).items() if v == OPEN)


def _reuses(pool: Pool, call: str, template: dict[str, Any], made: list[tuple[Producer, str]]) -> bool:
    return any(_candidates(pool, call, s, made) for s in slots(template))


def _fill(
    pool: Pool,
    call: str,
    template: dict[str, Any],
    made: list[tuple[Producer, str]],
    rng: random.Random,
    targeted: dict[str, list[Any]],
    retarget: float,
) -> dict[str, Any]:
    """The template with its open slots filled, and a literal path id swapped, half the time, for an object the walk
    made (so that later steps act on what earlier ones created), else, sometimes, for a seeded object an earlier step
    acted on through the same slot (a vote on the post a step saved); the path ids it acts on are noted in `targeted`."""
    step = json.loads(json.dumps({"call": call, **template}))
    for slot, value in slots(template).items():
        part, name = slot.split(".", 1)
        found = _candidates(pool, call, slot, made)
        if found and (value == OPEN or (slot.startswith("path.") and rng.random() >= 0.5)):
            step[part][name] = "${" + rng.choice(found) + "}"
        elif value != OPEN and _retargetable(slot, value):
            latest = targeted.get(slot, [])[-1:]
            if latest and latest[0] != value and rng.random() < retarget:
                step[part][name] = latest[0]
            used = targeted.setdefault(slot, [])
            if step[part][name] in used:
                used.remove(step[part][name])
            used.append(step[part][name])
    return step


def _retargetable(slot: str, value: Any) -> bool:
    """A literal a walk may swap for one an earlier step sent through the same slot: a path id naming one object. Body
    values stay as the probe wrote them: a blank title or a taken name is what the probe is about."""
    if isinstance(value, bool) or not isinstance(value, str | int) or placeholders(value):
        return False
    return slot.startswith("path.") and OBJECT_ID.search(slot) is not None
