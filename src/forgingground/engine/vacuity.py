"""The vacuity check: an assert that already holds before the action it follows proves nothing about that action.

Gold runs judge each passing mid and root assert a second time: state checks on the state before the chain or
journey (the seed), page checks on the start page before the first step, and checks of a GET step's response on
that same request replayed against the seed. Checks of a write's own response have no "before" and are skipped.
"""

from __future__ import annotations

from typing import Any

# Ops that check that nothing else changed: they hold before any action by design (invariants), never vacuous.
INVARIANT_OPS = frozenset({"eval_nothing_else_changed"})
# Ops that read a step's response; without params.step they read the last step's.
EXCHANGE_OPS = frozenset({"eval_status", "eval_contract_schema", "eval_json_schema", "eval_jmespath", "eval_ids_in_order"})
LAST = "\0last"


def steps_read(check: dict[str, Any]) -> set[str]:
    """The step names a check reads (params.step, also inside eval_all); LAST stands for the last step."""
    params = check.get("params") or {}
    names = {params["step"]} if isinstance(params.get("step"), str) else set()
    if not names and check.get("op") in EXCHANGE_OPS:
        names = {LAST}
    if check.get("op") == "eval_all":
        for sub in params.get("checks") or []:
            if isinstance(sub, dict):
                names |= steps_read(sub)
    return names


def resolve(names: set[str], step_names: list[str]) -> set[str]:
    """Step names with LAST replaced by the unit's last step."""
    return {step_names[-1] if n == LAST and step_names else n for n in names}
