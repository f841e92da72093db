"""What a walk's step observes: what the environment's own leaf and mid asserts already look at on that endpoint.

An assert judges a stated rule (the leakage test and the facets make sure of it); a walk reads the same value, by the
same JMESPath, in a composition no chain scripted, and compares it with what gold showed there. Only what an assert
compares is kept: the keys of the objects it expects, a length where it checks a length, presence where it checks
presence, a status code where one is checked; lists as multisets unless an assert checks their order.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..engine.walk_compare import FRESH, WHOLE, Look, merge, shape_of
from ..generated.contract import Contract
from .pool import placeholders


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
    for each in (look, every_item(look)):
        if each is None:
            continue
        have = seen.looks.get(each.key)
        if have is None:
            seen.looks[each.key] = each
            have = each
        else:
            have.shape = merge(have.shape, each.shape)
            have.ordered = have.ordered or each.ordered
        have.rules |= rules
    return True


# `posts[?id=='p2'] | [0].score`: an assert reads one item, picked by a literal id, of a list
PICKED = re.compile(r"^(?P<list>[A-Za-z_][\w.]*)\[\?(?P<key>\w+)\s*==\s*'[^']*'\]\s*\|\s*\[0\]\.(?P<rest>[^|?]+)$")
PATH = re.compile(r"^[A-Za-z_][\w.]*$")


def every_item(look: Look) -> Look | None:
    """The same read on every item of the list, each with its id (`posts[].{id: id, score: score}`): the rule that
    fixes one seeded item's field fixes every item's, and a walk's own items are seldom the one an assert names. Each
    field keeps its name, so an id among them is still matched by correspondence."""
    m = PICKED.match(look.expr)
    if m is None or look.kind != "value" or not ID_NAME.search(m["key"]):
        return None
    rest = m["rest"].strip()
    if rest.startswith("[") and rest.endswith("]"):
        fields = [p.strip() for p in rest[1:-1].split(",")]
        inner = look.shape[0] if isinstance(look.shape, list) else WHOLE
        shapes = [inner] * len(fields)
    else:
        fields, shapes = [rest], [look.shape]
    if not all(PATH.match(f) for f in fields):
        return None
    names = [f.replace(".", "_") for f in fields]
    if "id" in names or len(set(names)) < len(names):
        return None
    picks = ", ".join(f"{n}: {f}" for n, f in zip(names, fields, strict=True))
    shape = {"id": WHOLE, **dict(zip(names, shapes, strict=True))}
    return Look(f"{m['list']}[].{{id: {m['key']}, {picks}}}", "value", [shape], ordered=False)


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
