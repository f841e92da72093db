"""What a walk can be drawn from: the steps the probes and chains already make, and the links between them.

Every request a walk sends is one a probe or chain of the environment sends (its body, query and literal ids), so a
walk asks nothing the brief does not: only the order and the objects change. A slot is a path parameter, a query
parameter or a top-level body field (`path.post_id`, `body.channel`); a link says that a slot takes a value captured
from another endpoint's answer, as a chain does with `${pid}` captured from `posts.create`'s `id`.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from ..generated.contract import Contract

PLACEHOLDER = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
SLOT_PARTS = ("path", "query", "body")
OPEN = "${?}"
GENERIC = {
    "id",
    "ids",
    "value",
    "cursor",
    "pageToken",
    "ts",
    "timestamp",
}  # slot names too common to share links by  # a template's linked slot, filled when a walk is drawn


@dataclass(frozen=True)
class Producer:
    call: str
    expr: str  # the JMESPath a chain captures the value with


@dataclass
class Pool:
    templates: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # call -> distinct step templates
    links: dict[str, list[Producer]] = field(default_factory=dict)  # "call slot" -> the answers its values come from
    # slot -> the literal values steps send (seed ids), once per step that sends it: an object the probes and chains
    # act on often is drawn often, an id sent once to be refused (999) seldom
    literals: dict[str, list[Any]] = field(default_factory=dict)
    writes: dict[str, set[str]] = field(default_factory=dict)  # call -> the tables it writes (contract.api), if any
    touches: dict[str, set[str]] = field(default_factory=dict)  # call -> the tables it reads or writes
    # feeds() answered once per (call, slot): a draw asks it for every template at every step (400k times in gmail)
    _feeds: dict[tuple[str, str], list[Producer]] = field(default_factory=dict, repr=False, compare=False)

    def feeds(self, call: str, slot: str) -> list[Producer]:
        """Where a step of `call` may take its `slot` from: the links chains make for that call, and for a slot named
        specifically enough (`path.post_id`, not `path.id`) the links they make for the same slot of other calls."""
        known = self._feeds.get((call, slot))
        if known is not None:
            return known
        own = self.links.get(f"{call} {slot}", [])
        if slot.split(".", 1)[1] in GENERIC:
            found = own
        else:
            shared = {p for key, ps in self.links.items() if key.split(" ", 1)[1] == slot for p in ps}
            found = sorted(set(own) | shared, key=lambda p: (p.call, p.expr))
        self._feeds[(call, slot)] = found
        return found

    def producers(self) -> set[Producer]:
        return {p for ps in self.links.values() for p in ps}


def placeholders(value: Any) -> set[str]:
    if isinstance(value, str):
        return set(PLACEHOLDER.findall(value))
    if isinstance(value, list):
        return {n for v in value for n in placeholders(v)}
    if isinstance(value, dict):
        return {n for v in value.values() for n in placeholders(v)}
    return set()


def slots(raw: dict[str, Any]) -> dict[str, Any]:
    """A step's slots and their values: path and query parameters, top-level body fields."""
    out: dict[str, Any] = {}
    for part in SLOT_PARTS:
        value = raw.get(part)
        if isinstance(value, dict):
            out.update({f"{part}.{k}": v for k, v in value.items()})
    return out


def build_pool(contract: Contract) -> Pool:
    """Step templates per call, the links the chains make, and the literal values their slots take."""
    links: dict[str, set[Producer]] = defaultdict(set)
    literals: dict[str, list[Any]] = defaultdict(list)
    templates: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    for unit in [*contract.probes, *contract.chains]:
        captured: dict[str, Producer] = {}
        for step in unit.steps:
            raw = step.model_dump(mode="json", exclude_unset=True, exclude={"name", "capture"})
            linked: dict[str, Any] = {}
            for slot, value in slots(raw).items():
                names = placeholders(value)
                whole = isinstance(value, str) and PLACEHOLDER.fullmatch(value)
                if not names and slot.startswith("path."):
                    literals[slot].append(value)
                elif whole and whole.group(1) in captured:
                    links[f"{step.call} {slot}"].add(captured[whole.group(1)])
                    linked[slot] = OPEN
            template = _open(raw, linked)
            # a template keeps only what it can send alone: any other placeholder has no value in a walk
            if not placeholders(template):
                templates[step.call].setdefault(json.dumps(template, sort_keys=True), template)
            for name, expr in (step.capture or {}).items():
                captured[name] = Producer(step.call, expr)
    return Pool(
        writes={e.id: set(e.writes or []) for e in contract.api if e.method.upper() != "GET" and e.writes},
        touches={e.id: {*(e.reads or []), *(e.writes or [])} for e in contract.api},
        templates={call: list(by_key.values()) for call, by_key in sorted(templates.items())},
        links={slot: sorted(ps, key=lambda p: (p.call, p.expr)) for slot, ps in sorted(links.items())},
        literals=dict(sorted(literals.items())),
    )


def _open(raw: dict[str, Any], linked: dict[str, Any]) -> dict[str, Any]:
    out = json.loads(json.dumps(raw))
    for slot, marker in linked.items():
        part, name = slot.split(".", 1)
        out[part][name] = marker
    return out
