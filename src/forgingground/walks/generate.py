"""Generate an environment's walks on its gold app: draw, drop the steps whose outcome the brief leaves open, record."""

from __future__ import annotations

from typing import Any

from ..dataset.loader import Environment
from ..engine.context import Exchange
from ..engine.http import AppClient
from ..equivalence import EquivalenceProxy, RouteTable
from .contested import expected_statuses
from .draw import draw_walks
from .free import dropped
from .observe import Observed, observed
from .pool import build_pool, placeholders
from .run import UNSTATED, observe_once, record

PRUNE_ROUNDS = 5


def generate(client: AppClient, env: Environment, count: int, seed: int, free: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`count` walks recorded on the app behind `client` (gold), each played again through the equivalence proxy:
    what the proxy's spec-preserving rewrites change (an order no rule fixes, say) is not observed."""
    pool = build_pool(env.contract)
    seen = observed(env.contract, env.assert_by_id())
    expected = expected_statuses(env.contract, env.assert_by_id())
    walks = []
    with EquivalenceProxy(client.base_url, RouteTable.from_environment(env)) as proxy:
        rewritten = AppClient(proxy.url, client.limits, client.deadline)
        for drawn in draw_walks(pool, count, seed):
            steps, played = prune(client, env, drawn.steps, seen, free)
            walks.append(record(client, env, drawn.id, steps, seen, free, rewritten, expected, played))
        rewritten.close()
    return walks


def refused(ex: Exchange) -> bool:
    """An error status, or an envelope that says it failed (Slack's `ok: false`)."""
    return (ex.status or 0) >= 400 or (ex.has_json and isinstance(ex.json, dict) and ex.json.get("ok") is False)


def prune(
    client: AppClient, env: Environment, steps: list[dict[str, Any]], seen: dict[str, Observed], free: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]] | None]:
    """The steps without those whose outcome the brief leaves open: a step that uses a value gold did not make (a
    create it refused: the step would probe a null id), a refusal whose reason is a text stated nowhere (gold's own
    rule, not the brief's), a step a `free` entry drops, and every step that uses what a dropped step would capture.
    Dropped, not just unjudged: an app that answers such a step otherwise is left in another state. With the steps,
    what gold showed when it played them as they are (observe_once's rows), or None when the last round dropped some."""
    for _ in range(PRUNE_ROUNDS):
        rows, exchanges, captures = observe_once(client, env, steps, seen, free)
        unmade = {name for name, value in captures.items() if value in (None, "", [])}
        gone = {
            k
            for k, (step, ex, row) in enumerate(zip(steps, exchanges, rows, strict=False))
            if dropped(free, step["call"], ex) or (refused(ex) and any(UNSTATED in note for note in row["free"]))
        }
        if not unmade and not gone:
            return steps, rows
        kept: list[dict[str, Any]] = []
        defined: set[str] = set()
        for k, step in enumerate(steps):
            uses = placeholders({key: v for key, v in step.items() if key != "capture"})
            if k in gone or uses - defined:
                continue
            capture = {name: v for name, v in (step.get("capture") or {}).items() if name not in unmade}
            defined |= set(capture)
            kept.append({**{key: v for key, v in step.items() if key != "capture"}, **({"capture": capture} if capture else {})})
        steps = kept
    return steps, None
