"""eval_walk and eval_ui_walk: a generated walk shows, step by step or move by move, what gold showed there."""

from __future__ import annotations

from typing import Any

from ..context import CheckContext, Verdict
from ..walk_compare import first_divergence
from ._registry import BUILTINS

ROW = {
    "type": "object",
    "required": ["step", "rules"],
    "properties": {
        "step": {"type": "string"},
        "status": {"type": "integer"},
        "status_in": {"type": "array", "items": {"type": "integer"}},
        "reads": {"type": "array", "items": {"type": "object", "required": ["expr", "kind", "value"]}},
        "rules": {"type": "array", "items": {"type": "string"}},
    },
}


@BUILTINS.register(
    "eval_walk",
    "A generated walk (walks.json) agrees with gold step by step: each step's status where an assert checks one on "
    "that endpoint (any of the stated ones where two errors may apply), and each value the environment's asserts read there, compared under the equivalence rules (the "
    "keys gold's record names, lists as multisets unless an assert fixes their order, instants as instants, ids the "
    "app made by correspondence). Fails at the first step that differs and names the rules that determine it.",
    {"type": "object", "properties": {"observed": {"type": "array", "items": ROW}}, "required": ["observed"]},
)
def eval_walk(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    rows: list[dict[str, Any]] = params["observed"]
    found = first_divergence(rows, ctx.exchanges, ctx.captures)
    if found is None:
        return Verdict(True, f"all {len(rows)} steps show what gold showed")
    k, why = found
    ctx.looked_at = k if k < len(ctx.exchanges) else None
    rules = ", ".join(r for r in rows[k].get("rules", []) if not r.startswith("api:")) or "the endpoint's own answer"
    return Verdict(
        False,
        f"step {k + 1} of {len(rows)} ({rows[k]['step']}): {why}; determined by {rules}",
        {"step": rows[k]["step"], "index": k},
    )


@BUILTINS.register(
    "eval_ui_walk",
    "A generated UI walk (ui_walks.json) agrees with gold move by move: after each move (a journey's click, a fill and "
    "its submit, a goto to a named screen) every look the environment's journeys check (a control's state, an element "
    "shown or hidden, a text inside it, the order of texts, a count) comes to show what gold's page showed there, "
    "waited for as a journey's expect step waits. Fails at the first move that cannot be made or the first look that "
    "does not come. The browser plays the walk; this op reads what it saw.",
    {"type": "object", "properties": {"walk": {"type": "string"}}, "required": ["walk"]},
)
def eval_ui_walk(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    run = ctx.ui_walk
    if run is None or run.get("walk") != params["walk"]:
        return Verdict(False, f"walk {params['walk']} was not played in a browser")
    return Verdict(bool(run["ok"]), str(run["message"]), run.get("reproduction"))
