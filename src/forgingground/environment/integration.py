"""Integration coverage: which (writer, reader) endpoint pairs over the same table some chain exercises and judges.

A pair counts when a chain calls the writer and, later, the reader, and one of the chain's asserts looks at that
reader step's response: the composition the document promises is then proved, not just performed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.vacuity import LAST, steps_read


@dataclass
class IntegrationCoverage:
    pairs: list[tuple[str, str, str]] = field(default_factory=list)  # (table, writer, reader), every one
    covered: set[tuple[str, str, str]] = field(default_factory=set)
    declared: bool = False  # the contract declares writes/reads on at least one endpoint

    @property
    def ratio(self) -> float | None:
        return len(self.covered) / len(self.pairs) if self.pairs else None

    def uncovered(self) -> list[tuple[str, str, str]]:
        return [p for p in self.pairs if p not in self.covered]

    def to_json(self) -> dict[str, Any]:
        return {
            "pairs": len(self.pairs),
            "covered": len(self.covered),
            "ratio": self.ratio,
            "uncovered": [{"table": t, "writer": w, "reader": r} for t, w, r in self.uncovered()],
        }


def integration_coverage(contract: dict[str, Any], asserts: dict[str, Any]) -> IntegrationCoverage:
    api = contract["api"]
    writers: dict[str, list[str]] = {}
    readers: dict[str, list[str]] = {}
    for e in api:
        for table in e.get("writes") or []:
            writers.setdefault(table, []).append(e["id"])
        for table in e.get("reads") or []:
            readers.setdefault(table, []).append(e["id"])
    result = IntegrationCoverage(declared=bool(writers or readers))
    for table in sorted(writers):
        for w in writers[table]:
            for r in readers.get(table, []):
                if w != r:
                    result.pairs.append((table, w, r))
    wanted = set(result.pairs)
    by_id = {a["id"]: a for a in asserts["asserts"]}
    for chain in contract.get("chains") or []:
        judged = set().union(*(steps_read(by_id[a]["check"]) for a in chain["asserts"] if a in by_id))
        called: list[str] = []
        for k, step in enumerate(chain["steps"]):
            name = step.get("name") or step["call"]
            if name in judged or (LAST in judged and k == len(chain["steps"]) - 1):
                for w in called:
                    for table in _tables(api, w, step["call"]):
                        if (table, w, step["call"]) in wanted:
                            result.covered.add((table, w, step["call"]))
            called.append(step["call"])
    return result


def _tables(api: list[dict[str, Any]], writer: str, reader: str) -> set[str]:
    by_id = {e["id"]: e for e in api}
    return set(by_id.get(writer, {}).get("writes") or []) & set(by_id.get(reader, {}).get("reads") or [])
