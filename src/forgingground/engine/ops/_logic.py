"""Combinators: several checks judged as one assert (a status and the state it must have produced)."""

from __future__ import annotations

from typing import Any

from ..context import CheckContext, Verdict
from ._registry import BUILTINS

CHECKS_SCHEMA = {
    "type": "object",
    "properties": {
        "checks": {
            "type": "array",
            "minItems": 2,
            "items": {
                "type": "object",
                "properties": {"op": {"type": "string", "pattern": "^eval_"}, "params": {"type": "object"}},
                "required": ["op"],
                "additionalProperties": False,
            },
        }
    },
    "required": ["checks"],
    "additionalProperties": False,
}  # the combinators' params: two or more checks, each an op and its params


def sub_checks(params: dict[str, Any]) -> list[dict[str, Any]]:
    return list(params.get("checks", []))


@BUILTINS.register(
    "eval_all",
    "Every listed check passes: use it so a state check cannot pass when the call it depends on failed.",
    CHECKS_SCHEMA,
)
def eval_all(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    messages = []
    for check in sub_checks(params):
        op = ctx.ops.get(check["op"]) if ctx.ops else None
        if op is None:
            return Verdict(False, f"unknown op {check['op']!r} inside eval_all")
        verdict = op.function(ctx, check.get("params", {}))
        if not verdict.ok:
            return Verdict(False, f"{check['op']}: {verdict.message}", verdict.observed)
        messages.append(verdict.message)
    return Verdict(True, "; ".join(messages))


@BUILTINS.register(
    "eval_any",
    "At least one listed check passes: for a fact the spec lets an app store in more than one way (a pair of members "
    "kept either way round).",
    CHECKS_SCHEMA,
)
def eval_any(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    messages = []
    for check in sub_checks(params):
        op = ctx.ops.get(check["op"]) if ctx.ops else None
        if op is None:
            return Verdict(False, f"unknown op {check['op']!r} inside eval_any")
        verdict = op.function(ctx, check.get("params", {}))
        if verdict.ok:
            return Verdict(True, f"{check['op']}: {verdict.message}", verdict.observed)
        messages.append(f"{check['op']}: {verdict.message}")
    return Verdict(False, "none of the allowed forms holds: " + "; ".join(messages))
