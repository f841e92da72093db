"""What a walk's step observes: what the environment's own leaf and mid asserts already look at on that endpoint.

An assert judges a stated rule (the leakage test and the facets make sure of it); a walk reads the same value, by the
same JMESPath, in a composition no chain scripted, and compares it with what gold showed there. Only what an assert
compares is kept: the keys of the objects it expects, a length where it checks a length, presence where it checks
presence, a status code where one is checked; lists as multisets unless an assert checks their order.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC
from typing import Any

import jmespath

from ..engine.equality import instant
from ..generated.contract import Contract
from .pool import placeholders

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


@dataclass
class Observed:
    """What walks observe on one endpoint."""

    looks: dict[str, Look] = field(default_factory=dict)
    statuses: set[int] = field(default_factory=set)
    rules: set[str] = field(default_factory=set)


def observed(contract: Contract, asserts: dict[str, Any]) -> dict[str, Observed]:
    """Per endpoint, what the leaf and mid asserts of the probes and chains read from its answers."""
    out = {e.id: Observed() for e in contract.api}
    for unit in [*contract.probes, *contract.chains]:
        by_label = {(s.name or s.call): s.call for s in unit.steps}
        last = unit.steps[-1].call if unit.steps else None
        for assert_id in unit.asserts:
            a = asserts.get(assert_id)
            if a is None:
                continue
            rules = {getattr(r, "root", r) for r in a.rules or []}
            for op, params in checks(a.check.model_dump(mode="json")):
                call = by_label.get(params["step"]) if "step" in params else last
                if call not in out:
                    continue
                if _note(out[call], op, params, rules):
                    out[call].rules |= rules
    return out


def checks(check: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every leaf check inside a check (eval_all and its kin nest them)."""
    params = check.get("params") or {}
    nested = params.get("checks") or ([params["check"]] if isinstance(params.get("check"), dict) else [])
    if nested:
        for inner in nested:
            yield from checks(inner)
    else:
        yield check["op"], params


def _note(seen: Observed, op: str, params: dict[str, Any], rules: set[str]) -> bool:
    """Add what one check reads; False for a check walks cannot replay (a chain's variable in it, a decode)."""
    if op == "eval_status":
        seen.statuses |= {params["equals"]} if "equals" in params else set(params.get("in") or [])
        return True
    if op not in ("eval_jmespath", "eval_ids_in_order") or placeholders(params) or params.get("decode"):
        return False
    expr = params["expr"]
    # a list is compared in order only where an assert compares two items or more in order: the equivalence proxy
    # shuffles every list the contract does not declare ordered, and gold passes through it
    # an expression that sorts makes the order its own: with values the app made it depends on their spelling
    sorts = "sort(" in expr or "sort_by(" in expr
    if op == "eval_ids_in_order":
        look = Look(expr, "value", WHOLE, ordered=len(params["ids"]) > 1 and not params.get("any_order", False) and not sorts)
    elif "equals" in params:
        wanted = params["equals"]
        in_order = isinstance(wanted, list) and len(wanted) > 1 and not params.get("any_order") and not sorts
        look = Look(expr, "value", shape_of(wanted), ordered=in_order)
    elif "length" in params:
        look = Look(expr, "length")
    elif "exists" in params:
        look = Look(expr, "exists")
    else:
        return False
    have = seen.looks.get(look.key)
    if have is None:
        seen.looks[look.key] = look
        have = look
    else:
        have.shape = merge(have.shape, look.shape)
        have.ordered = have.ordered or look.ordered
    have.rules |= rules
    return True


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


ID_NAME = re.compile(r"(^|[_.\]\[])(id|gid|iid|ts|key)$|Id$|Ids$|_ids$|^ids$", re.IGNORECASE)


def mark_fresh(value: Any, known: set[str], fresh: dict[str, str], name: str = "") -> Any:
    """Ids gold made during the walk (under a key, or from an expression, named like an id; in no seed row and no
    request) become fresh values, numbered in the order met, so another app's own ids can stand in for them."""
    if isinstance(value, dict):
        return {k: mark_fresh(v, known, fresh, k) for k, v in value.items()}
    if isinstance(value, list):
        return [mark_fresh(v, known, fresh, name) for v in value]
    if isinstance(value, str) and value not in known and ID_NAME.search(name.rstrip(")")) and not value.startswith("${"):
        return fresh.setdefault(value, f"{FRESH}{len(fresh) + 1}")
    return value


def short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, default=str)
    return text if len(text) <= 160 else text[:157] + "..."
