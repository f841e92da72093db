"""Refusals where two stated errors may apply: a walk records which one gold chose only where no other could.

A walk sends a probe's request to other objects and in other states: a body a probe sent to be refused (a note too
long: 400) may reach a home that is not saved (404). Each error is stated, but a brief seldom says which wins, and
gold's choice is its own. Such a step is judged as refused with one of the statuses that may apply, not with gold's.
What may apply is known from the probes and chains themselves: the statuses their asserts expect of the steps that
send the same request (its body and query; the objects it targets aside). A probe's refusal may be about its own
objects (a tour that does not exist), so the walk's objects are tried with a request the probes send to be accepted:
where they take it, gold's refusal is about the request alone and stands.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from ..generated.contract import Contract
from .observe import checks
from .pool import OPEN, PLACEHOLDER, slots

Shape = str  # a request's call, body and query, as json, its linked values open


def shape(step: dict[str, Any]) -> Shape:
    """What a request asks besides its targets: the call, the body and the query, any value taken from an earlier
    step's answer written as open (a probe's `${pid}` and a walk's `${v2_1}` alike)."""
    asked: dict[str, Any] = {part: step.get(part) for part in ("body", "query")}
    for slot, value in slots(asked).items():
        if isinstance(value, str) and (value == OPEN or PLACEHOLDER.fullmatch(value)):
            part, name = slot.split(".", 1)
            asked[part] = {**asked[part], name: OPEN}
    return json.dumps({"call": step["call"], **asked}, sort_keys=True)


def expected_statuses(contract: Contract, asserts: dict[str, Any]) -> dict[Shape, set[int | None]]:
    """Per request shape, the statuses the asserts expect of the probe and chain steps that send it; None for a step
    no assert checks the status of (a chain's setup, expected to go through)."""
    out: dict[Shape, set[int | None]] = defaultdict(set)
    for unit in [*contract.probes, *contract.chains]:
        wanted: dict[str, set[int]] = defaultdict(set)  # step label -> the statuses its asserts accept
        last = (unit.steps[-1].name or unit.steps[-1].call) if unit.steps else None
        for assert_id in unit.asserts:
            found = asserts.get(assert_id)
            if found is None:
                continue
            for op, params in checks(found.check.model_dump(mode="json")):
                if op == "eval_status":
                    label = str(params.get("step", last))
                    wanted[label] |= {params["equals"]} if "equals" in params else set(params.get("in") or [])
        for step in unit.steps:
            raw = step.model_dump(mode="json", exclude_unset=True, exclude={"name", "capture"})
            out[shape(raw)] |= wanted.get(step.name or step.call) or {None}
    return dict(out)


def may_answer(step: dict[str, Any], status: int, expected: dict[Shape, set[int | None]]) -> list[int]:
    """The statuses a refused step may answer, gold's among them, when another stated error than gold's may apply;
    [] when gold's is the only one. Another applies when every step of the probes and chains that sends this request
    expects it refused (the request itself is wrong, whatever it targets) with a status other than gold's: the walk
    sent it where gold found a second error."""
    if status < 400:
        return []
    seen = expected.get(shape(step), set())
    if not seen or any(s is None or s < 400 for s in seen):
        return []  # the request goes through somewhere: gold's refusal is about the walk's objects alone
    others = {s for s in seen if s is not None} - {status}
    return sorted({status, *others}) if others else []


TRIES = 3  # requests tried on a refused step's objects: an asserted acceptance first, then a chain's setup


def accepted_requests(call: str, expected: dict[Shape, set[int | None]]) -> list[dict[str, Any]]:
    """Bodies and queries of `call` that a probe or chain sends to be accepted, with no value from an earlier answer:
    those an assert checks accepted first (a chain's unchecked setup step may need what its chain did before), each
    group by spelling, so that the same are tried on every machine."""
    ranked = []
    for key in sorted(expected):
        asked, seen = json.loads(key), expected[key]
        if asked["call"] != call or OPEN in key:
            continue
        if any(s is not None and s < 400 for s in seen):
            ranked.append((0, asked))
        elif None in seen:
            ranked.append((1, asked))
    return [{part: a[part] for part in ("body", "query") if a[part] is not None} for _, a in sorted(ranked, key=lambda r: r[0])][
        :TRIES
    ]
