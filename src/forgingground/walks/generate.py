"""Generate an environment's walks on its gold app: draw, drop the steps gold could not give a value to, record."""

from __future__ import annotations

from typing import Any

from ..dataset.loader import Environment
from ..engine.http import AppClient
from .draw import draw_walks
from .observe import observed
from .pool import build_pool, placeholders
from .run import play, record

PRUNE_ROUNDS = 5


def generate(client: AppClient, env: Environment, count: int, seed: int) -> list[dict[str, Any]]:
    """`count` walks recorded on the app behind `client` (gold)."""
    pool = build_pool(env.contract)
    seen = observed(env.contract, env.assert_by_id())
    walks = []
    for drawn in draw_walks(pool, count, seed):
        steps = prune(client, env, drawn.steps)
        walks.append(record(client, env, drawn.id, steps, seen))
    return walks


def prune(client: AppClient, env: Environment, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The steps without those that use a value gold did not make (a create it refused): such a step would probe
    what the brief leaves open, a null id, and its answer would say nothing about the rules."""
    for _ in range(PRUNE_ROUNDS):
        _, captures = play(client, env, steps)
        unmade = {name for name, value in captures.items() if value in (None, "", [])}
        if not unmade:
            return steps
        kept, defined = [], set()
        for step in steps:
            uses = placeholders({k: v for k, v in step.items() if k != "capture"})
            if uses - defined:  # a value gold did not make, or one a dropped step would have captured
                continue
            capture = {k: v for k, v in (step.get("capture") or {}).items() if k not in unmade}
            defined |= set(capture)
            kept.append({**{k: v for k, v in step.items() if k != "capture"}, **({"capture": capture} if capture else {})})
        steps = kept
    return steps
