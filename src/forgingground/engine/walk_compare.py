"""Compare what an app answered in a walk with what gold answered there: the comparison core of generated walks.

A walk (environments/<env>/walks.json, made by `fgb walks generate`) records, step by step, the status and the values
the environment's own asserts read on that endpoint, as gold showed them. Judging reads the same values from another
app's answers and compares them under the equivalence rules: objects on the keys gold's record names, lists as
multisets unless an assert compares them in order, instants as instants, ids the app made by correspondence.
The engine judges walks in the mid layer (op eval_walk); `fgb walks` generates and judges them apart.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC
from typing import Any

import jmespath

from .equality import instant
from .steps import substitute

WHOLE = True  # a shape that keeps a value whole


@dataclass
class Look:
    """One value asserts read from an endpoint's answer."""

    expr: str
    kind: str  # value | length | exists
    shape: Any = WHOLE  # for a value: the keys asserts expect (nested), WHOLE for a scalar or a whole value
    ordered: bool = False  # an assert compares the list in order
    rules: set[str] = field(default_factory=set)

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.expr}"


def shape_of(expected: Any) -> Any:
    """The keys an expected value names, nested; WHOLE for scalars."""
    if isinstance(expected, dict):
        return {k: shape_of(v) for k, v in expected.items()}
    if isinstance(expected, list):
        inner: Any = None
        for item in expected:
            inner = merge(inner, shape_of(item))
        return [inner if inner is not None else WHOLE]
    return WHOLE


def merge(a: Any, b: Any) -> Any:
    if a is None:
        return b
    if isinstance(a, dict) and isinstance(b, dict):
        return {k: merge(a.get(k), b.get(k)) for k in sorted({*a, *b})}  # sorted: the file reads the same every time
    if isinstance(a, list) and isinstance(b, list):
        return [merge(a[0], b[0])]
    return WHOLE if (a is WHOLE or b is WHOLE) else a


def read(look: Look, body: Any) -> Any:
    """The value a look reads from an answer, cut to its shape, instants in UTC; None when there is none."""
    try:
        value = jmespath.search(look.expr, body)
    except jmespath.exceptions.JMESPathError:
        return None
    if look.kind == "length":
        return len(value) if isinstance(value, list | str) else None  # an object's size grows with fields it may add
    if look.kind == "exists":
        return value is not None
    return None if value is None else canonical(cut(value, look.shape))


def cut(value: Any, shape: Any) -> Any:
    if isinstance(shape, dict) and isinstance(value, dict):
        return {k: cut(value[k], shape[k]) for k in sorted(shape) if k in value}
    if isinstance(shape, list) and isinstance(value, list):
        return [cut(v, shape[0]) for v in value]
    return value


def canonical(value: Any) -> Any:
    """Every instant as one UTC spelling."""
    if isinstance(value, dict):
        return {k: canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        return [canonical(v) for v in value]
    when = instant(value)
    return value if when is None else when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


FRESH = "$fresh:"  # a value gold made during the walk that no variable captured: matched by correspondence


def agree(expected: Any, actual: Any, ordered: bool, where: str = "", bound: dict[str, Any] | None = None) -> str | None:
    """None when `actual` shows what `expected` does, else how they differ. Only the top list is compared in order,
    when `ordered`: a list inside it (an object's labels, a mail's headers) is a multiset, whatever the asserts did.
    Null in `expected` is not judged (absent, null and a default read alike in JMESPath). A fresh value stands for
    whatever the app made in its place, the same one wherever it appears (`bound` keeps the correspondence)."""
    bound = {} if bound is None else bound
    return _agree(expected, actual, ordered, where or "/", bound)


def _agree(expected: Any, actual: Any, ordered: bool, where: str, bound: dict[str, Any]) -> str | None:
    if expected is None:
        return None
    if isinstance(expected, str) and expected.startswith(FRESH):
        if expected in bound:
            return (
                None
                if bound[expected] == actual
                else f"{where}: expected {short(bound[expected])} (made earlier), got {short(actual)}"
            )
        if actual is None or actual in bound.values():
            return f"{where}: expected a value the app made, got {short(actual)}"
        bound[expected] = actual
        return None
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{where}: expected an object, got {short(actual)}"
        for key, value in expected.items():
            why = _agree(value, actual.get(key), False, f"{where.rstrip('/')}/{key}", bound)
            if why:
                return why
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{where}: expected {len(expected)} item(s), got {short(actual)}"
        if ordered:
            for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
                why = _agree(e, a, False, f"{where.rstrip('/')}/{i}", bound)
                if why:
                    return why
            return None
        return _multiset(expected, actual, where, bound)
    return None if expected == actual else f"{where}: expected {short(expected)}, got {short(actual)}"


def _multiset(expected: list[Any], actual: list[Any], where: str, bound: dict[str, Any]) -> str | None:
    """Each expected item matched to its own actual item, trying the candidates in turn (fresh values bind); without
    fresh values the first match is as good as any, so no backtracking."""
    if FRESH not in json.dumps(expected):
        left = list(actual)
        for e in expected:
            hit = next((k for k, a in enumerate(left) if _agree(e, a, False, where, {}) is None), None)
            if hit is None:
                return f"{where}: no item like {short(e)} (got {short(actual)})"
            left.pop(hit)
        return None
    if not expected:
        return None
    first, rest = expected[0], expected[1:]
    for k, a in enumerate(actual):
        trial = dict(bound)
        if _agree(first, a, False, where, trial) is None and _multiset(rest, actual[:k] + actual[k + 1 :], where, trial) is None:
            bound.update(trial)
            return None
    return f"{where}: no item like {short(first)} (got {short(actual)})"


def short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, default=str)
    return text if len(text) <= 160 else text[:157] + "..."


def first_divergence(observed: list[dict[str, Any]], exchanges: list[Any], captures: dict[str, Any]) -> tuple[int, str] | None:
    """The first step (its index, and why) where the exchanges show other than gold's record, or None when they agree
    all the way. `exchanges` are the walk's steps' in order (no reset); `captures`, what its steps captured."""
    bound: dict[str, Any] = {}  # gold's fresh values -> the app's, kept for the whole walk
    for k, row in enumerate(observed):
        ex = exchanges[k] if k < len(exchanges) else None
        if ex is None or ex.error_kind:
            return k, f"no answer: {ex.error if ex else 'the step was not made'}"
        if "status" in row and ex.status != row["status"]:
            return k, f"status {ex.status}, gold answered {row['status']}"
        if "status_in" in row and ex.status not in row["status_in"]:
            either = " or ".join(map(str, row["status_in"]))
            return k, f"status {ex.status}, where {either} is stated (two errors may apply, gold answered one of them)"
        for item in row.get("reads", []):
            expected = substitute(item["value"], captures)
            look = Look(item["expr"], item["kind"], shape_of(expected))
            actual = read(look, ex.json) if ex.has_json else None
            why = agree(expected, actual, bool(item.get("ordered")), item["expr"], bound)
            if why:
                return k, why
    return None
