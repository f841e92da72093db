"""Rules as judging atoms: every rule an environment states is cited by an assert, and every assert cites a rule.

A rule lives once, in contract.json /rules; document.md carries the rendered list between two markers
(`fgb rules ENV --write` writes it), so the brief a builder reads and the graders cite the same sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..engine.security_rules import security_rules
from .checkpoints import checkpoint_entries
from .integration import integration_coverage
from .problems import Collector, pointer

BEGIN = "<!-- rules:begin (generated from contract.json /rules by `fgb rules ENV --write`: edit the rules there) -->"
END = "<!-- rules:end -->"
SECTION = re.compile(r"<!-- rules:begin[^>]*-->.*?<!-- rules:end -->", re.S)
# Checks whose rule is the API section itself: the documented success status and response schema.
API_OPS = frozenset({"eval_status", "eval_contract_schema", "eval_json_schema"})
# A capture that picks an item by position ([0], [-1]) straight from a list, not after a filter's pipe.
INTEGRATION_TARGET = 0.9
POSITIONAL = re.compile(r"(?<!\|)(?<!\|\s)\[-?\d+\]")


@dataclass
class Coverage:
    """How far the graders reach the rules: covered / total, and what is left."""

    rules: int = 0
    covered: int = 0
    uncited_rules: list[str] = field(default_factory=list)
    uncited_asserts: list[str] = field(default_factory=list)
    facets: int = 0
    facets_covered: int = 0
    unjudged_facets: list[str] = field(default_factory=list)
    unsplit_rules: list[str] = field(default_factory=list)  # rules that list no facet yet

    @property
    def ratio(self) -> float | None:
        return self.covered / self.rules if self.rules else None

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "covered": self.covered,
            "ratio": self.ratio,
            "uncited_rules": self.uncited_rules,
            "uncited_asserts": self.uncited_asserts,
            "facets": self.facets,
            "facets_covered": self.facets_covered,
            "unjudged_facets": self.unjudged_facets,
            "unsplit_rules": self.unsplit_rules,
        }


def render_section(rules: list[dict[str, Any]]) -> str:
    """The Markdown list document.md carries: one line a rule, its id in code so a report's citation finds it."""
    lines = [BEGIN, ""]
    for r in rules:
        lines.append(f"- `{r['id']}`: {' '.join(r['text'].split())}")
        lines += [f"    - {f['kind']} (`{r['id']}#{f['id']}`): {' '.join(f['text'].split())}" for f in r.get("facets") or []]
    lines += ["", END]
    return "\n".join(lines)


def stated_rules(contract: dict[str, Any]) -> list[dict[str, Any]]:
    """Every rule the brief states: the environment's own, then those its security facts imply (engine/security_rules.py)."""
    return [*(contract.get("rules") or []), *security_rules(contract)]


def with_section(document: str, rules: list[dict[str, Any]]) -> str:
    """document.md with its rules section replaced (or added at the end under a Rules heading)."""
    section = render_section(rules)
    if SECTION.search(document):
        return SECTION.sub(lambda _: section, document, count=1)
    return (
        document.rstrip("\n")
        + "\n\n## Rules\n\nEvery rule below is judged by the graders; each id is cited by the checks.\n\n"
        + section
        + "\n"
    )


def coverage(contract: dict[str, Any], asserts: dict[str, Any]) -> Coverage:
    """Rules cited by at least one assert, out of all rules; asserts that cite none."""
    cited = {c for a in asserts["asserts"] for c in a.get("rules") or []}
    ids = [r["id"] for r in contract.get("rules") or []]
    judged = judged_facets(contract, asserts)
    facets = facet_ids(contract)
    return Coverage(
        rules=len(ids),
        covered=sum(i in cited for i in ids),
        uncited_rules=[i for i in ids if i not in cited],
        uncited_asserts=[a["id"] for a in asserts["asserts"] if not a.get("rules")],
        facets=len(facets),
        facets_covered=sum(f in judged for f in facets),
        unjudged_facets=[f for f in facets if f not in judged],
        unsplit_rules=[r["id"] for r in contract.get("rules") or [] if not r.get("facets")],
    )


def judged_facets(contract: dict[str, Any], asserts: dict[str, Any]) -> set[str]:
    """The facets named by an assert that cites their rule, or by a journey step whose journey's asserts cite it."""
    cites = {a["id"]: set(a.get("rules") or []) for a in asserts["asserts"]}
    judged = {f for a in asserts["asserts"] for f in a.get("facets") or [] if f.split("#", 1)[0] in cites[a["id"]]}
    for flow in contract.get("ui_flows") or []:
        cited = {r for a in flow.get("asserts") or [] for r in cites.get(a, set())}
        judged |= {f for step in flow["steps"] for f in step.get("facets") or [] if f.split("#", 1)[0] in cited}
    return judged


def facet_ids(contract: dict[str, Any]) -> list[str]:
    """Every facet the rules state, as asserts cite it: <rule id>#<facet id>."""
    return [f"{r['id']}#{f['id']}" for r in contract.get("rules") or [] for f in r.get("facets") or []]


def check_rules(contract: dict[str, Any], asserts: dict[str, Any], document: str | None, shown_dir: str, out: Collector) -> None:
    """Every rule unique, about things that exist, rendered in document.md and cited; every citation resolves."""
    cfile, afile, dfile = f"{shown_dir}/contract.json", f"{shown_dir}/asserts.json", f"{shown_dir}/document.md"
    rules = contract.get("rules") or []
    if not rules:
        out.error(cfile, "/rules", "states no rules: write each checkable rule there and cite it from the asserts")
        _positional_captures(contract, cfile, out)
        return
    endpoints = {e["id"] for e in contract["api"]}
    screens = {s["id"] for s in contract["screens"]}
    checkpoints = {c["id"] for _, c in checkpoint_entries(contract)}
    seen: set[str] = set()
    for i, rule in enumerate(rules):
        if rule["id"] in seen:
            out.error(cfile, pointer("rules", i, "id"), f"rule id {rule['id']!r} is used twice: ids must be unique")
        seen.add(rule["id"])
        for j, e in enumerate(rule.get("endpoints") or []):
            if e not in endpoints:
                out.error(cfile, pointer("rules", i, "endpoints", j), f"names no endpoint of /api: {e!r}")
        for j, s in enumerate(rule.get("screens") or []):
            if s not in screens:
                out.error(cfile, pointer("rules", i, "screens", j), f"names no screen of /screens: {s!r}")
    cited: set[str] = set()
    for i, a in enumerate(asserts["asserts"]):
        citations = a.get("rules") or []
        if not citations:
            out.error(
                afile,
                pointer("asserts", i, "rules"),
                f"assert {a['id']!r} cites no rule: name the rule(s) of contract.json /rules it judges "
                "(or api:<endpoint> for a status or shape check, screen:<screen> or checkpoint:<checkpoint> for a visual check)",
            )
        for j, c in enumerate(citations):
            where = pointer("asserts", i, "rules", j)
            kind, _, target = c.partition(":") if ":" in c else ("", "", c)
            if kind == "api":
                if target not in endpoints:
                    out.error(afile, where, f"cites api:{target}, but /api has no endpoint {target!r}")
                elif a["check"]["op"] not in API_OPS:
                    out.error(
                        afile,
                        where,
                        f"cites the API section for op {a['check']['op']}: api:<endpoint> covers only status and "
                        f"schema checks ({', '.join(sorted(API_OPS))}); cite the rule this check judges",
                    )
            elif kind == "screen":
                if target not in screens:
                    out.error(afile, where, f"cites screen:{target}, but /screens has no screen {target!r}")
                elif a["level"] != "visual":
                    out.error(afile, where, "cites a screen's reference, which only a visual assert judges: cite a rule")
            elif kind == "checkpoint":
                if target not in checkpoints:
                    out.error(afile, where, f"cites checkpoint:{target}, but no ui_flow has a checkpoint {target!r}")
                elif a["level"] != "visual":
                    out.error(afile, where, "cites a checkpoint's reference, which only a visual assert judges: cite a rule")
            elif c not in seen:
                out.error(afile, where, f"cites rule {c!r}, which contract.json /rules does not state")
            cited.add(c)
    for i, rule in enumerate(rules):
        if rule["id"] not in cited:
            out.error(
                cfile,
                pointer("rules", i),
                f"rule {rule['id']!r} is cited by no assert: add an assert that judges it (at the layer that can see it)",
            )
    if document is not None and rules:
        found = SECTION.search(document)
        if found is None:
            out.error(dfile, "", "has no rules section: run `fgb rules ENV --write` so the brief states every judged rule")
        elif found.group(0) != render_section(stated_rules(contract)):
            out.error(dfile, "", "its rules section differs from contract.json /rules: run `fgb rules ENV --write`")
    _facets(rules, asserts, contract.get("ui_flows") or [], cfile, afile, out)
    _positional_captures(contract, cfile, out)
    _scoped_pages(asserts, afile, out)
    texts = {r["id"]: r["text"] for r in rules}
    _stated_regions(asserts, texts, document or "", afile, out)
    _stated_levels(contract.get("ui_flows") or [], asserts, texts, cfile, afile, out)
    _integration(contract, asserts, cfile, out)


def _facets(
    rules: list[dict[str, Any]], asserts: dict[str, Any], flows: list[dict[str, Any]], cfile: str, afile: str, out: Collector
) -> None:
    """Every facet unique within its rule and judged by an assert or a journey step; every facet named exists in a rule
    the assert (or one of the journey's asserts) cites."""
    stated: set[str] = set()
    for i, rule in enumerate(rules):
        for j, facet in enumerate(rule.get("facets") or []):
            key = f"{rule['id']}#{facet['id']}"
            if key in stated:
                out.error(
                    cfile, pointer("rules", i, "facets", j, "id"), f"facet {key!r} is stated twice: ids are unique per rule"
                )
            stated.add(key)
    judged: set[str] = set()
    for i, a in enumerate(asserts["asserts"]):
        for j, key in enumerate(a.get("facets") or []):
            where = pointer("asserts", i, "facets", j)
            if key not in stated:
                out.error(afile, where, f"names facet {key!r}, which no rule of contract.json /rules states")
            elif key.split("#", 1)[0] not in (a.get("rules") or []):
                out.error(
                    afile, where, f"names facet {key!r} of a rule it does not cite: add {key.split('#', 1)[0]!r} to its rules"
                )
            else:
                judged.add(key)
    cites = {a["id"]: set(a.get("rules") or []) for a in asserts["asserts"]}
    for i, flow in enumerate(flows):
        cited = {r for a in flow.get("asserts") or [] for r in cites.get(a, set())}
        for j, step in enumerate(flow["steps"]):
            for k, key in enumerate(step.get("facets") or []):
                where = pointer("ui_flows", i, "steps", j, "facets", k)
                if key not in stated:
                    out.error(cfile, where, f"names facet {key!r}, which no rule of contract.json /rules states")
                elif key.split("#", 1)[0] not in cited:
                    out.error(cfile, where, f"names facet {key!r} of a rule none of the journey's asserts cites")
                else:
                    judged.add(key)
    for i, rule in enumerate(rules):
        if not rule.get("facets"):
            out.error(
                cfile,
                pointer("rules", i),
                f"rule {rule['id']!r} lists no facets: name each checkable one (every boundary and its included side, "
                "required field, error condition, derived value, order, control state), each judged by an assert; "
                "a rule with nothing more to split lists one facet restating it",
            )
        for j, facet in enumerate(rule.get("facets") or []):
            key = f"{rule['id']}#{facet['id']}"
            if key not in judged:
                out.error(
                    cfile,
                    pointer("rules", i, "facets", j),
                    f"facet {key!r} is judged by no assert: add one that fails when only this facet is broken, "
                    "and name it in the assert's `facets` (or, for a control's state or a list's order, in the `facets` "
                    "of the journey step that expects it)",
                )


def _scoped_pages(asserts: dict[str, Any], afile: str, out: Collector) -> None:
    """A page-text check names the region it reads: a page-wide match finds a status line for stale content."""
    for i, a in enumerate(asserts["asserts"]):
        if a["check"]["op"] == "eval_page_text" and "within" not in (a["check"].get("params") or {}):
            out.error(
                afile,
                pointer("asserts", i, "check", "params"),
                "reads the whole page: name the region that shows the outcome in `within` "
                '(e.g. {"role": "main"}, {"role": "region", "name": "Cart"}, {"test_id": "..."})',
            )


def _regions(check: dict[str, Any]) -> list[dict[str, Any]]:
    params = check.get("params") or {}
    found = [params["within"]] if isinstance(params.get("within"), dict) else []
    for sub in params.get("checks") or [] if check.get("op") == "eval_all" else []:
        if isinstance(sub, dict):
            found += _regions(sub)
    return found


def _stated_regions(asserts: dict[str, Any], texts: dict[str, str], document: str, afile: str, out: Collector) -> None:
    """A region a page check reads must be one the builder was told about: its name, or for a bare role (a landmark,
    an alert) the role, appears in a cited rule or in document.md; a grader may not assume markup the spec never states."""
    doc = document.lower()
    for i, a in enumerate(asserts["asserts"]):
        cited = " ".join(texts.get(r, "") for r in a.get("rules") or []).lower()
        for region in _regions(a["check"]):
            said = (
                region.get("name")
                or region.get("label")
                or region.get("text")
                or region.get("test_id")
                or region.get("placeholder")
            )
            needle = (said or region.get("role") or "").lower()
            if needle and needle not in cited and (said is None or needle not in doc):
                out.error(
                    afile,
                    pointer("asserts", i, "check"),
                    f"reads the region {region}, which neither its rules nor document.md name: say in the rule where the "
                    "page shows it (e.g. 'in an alert (role `alert`)', 'in the list \"Cart\"')",
                )


def _stated_levels(
    flows: list[dict[str, Any]], asserts: dict[str, Any], texts: dict[str, str], cfile: str, afile: str, out: Collector
) -> None:
    """A heading located by its level (`level`: 1 for h1) is one whose level the brief states: a rule the check cites
    (for a journey step, a rule its journey's asserts or the step's facets cite) says `h<level>`."""

    def unstated(level: Any, rules: set[str]) -> bool:
        return level is not None and f"h{level}" not in " ".join(texts.get(r, "") for r in rules).lower()

    for i, a in enumerate(asserts["asserts"]):
        for region in _regions(a["check"]):
            if unstated(region.get("level"), set(a.get("rules") or [])):
                out.error(
                    afile,
                    pointer("asserts", i, "check"),
                    f"reads a heading of level {region['level']}, which no rule it cites states: say `(h{region['level']})` in the rule",
                )
    by_id = {a["id"]: a for a in asserts["asserts"]}
    for i, flow in enumerate(flows):
        cited = {r for aid in flow.get("asserts") or [] for r in by_id.get(aid, {}).get("rules") or []}
        for j, step in enumerate(flow.get("steps") or []):
            level = (step.get("target") or {}).get("level")
            rules = cited | {f.split("#")[0] for f in step.get("facets") or []}
            if unstated(level, rules):
                out.error(
                    cfile,
                    pointer("ui_flows", i, "steps", j, "target"),
                    f"locates a heading of level {level}, which no rule its journey cites states: say `(h{level})` in the rule",
                )


def _integration(contract: dict[str, Any], asserts: dict[str, Any], cfile: str, out: Collector) -> None:
    """Integration coverage below the target is worth a warning that names how many pairs no chain proves."""
    cov = integration_coverage(contract, asserts)
    pairs = set(cov.pairs)
    known = {r["id"] for r in contract.get("rules") or []}
    for i, u in enumerate(contract.get("unreachable_pairs") or []):
        pair = (u["table"], u["writer"], u["reader"])
        if pair not in pairs:
            out.error(
                cfile,
                pointer("unreachable_pairs", i),
                f"{u['writer']} -> {u['reader']} over {u['table']} is no pair of /api's writes and reads: nothing to leave out",
            )
        elif pair in cov.covered:
            out.error(
                cfile,
                pointer("unreachable_pairs", i),
                f"{u['writer']} -> {u['reader']} over {u['table']} is declared unreachable, yet a chain proves it: remove it here",
            )
        for j, rule in enumerate(u["rules"]):
            if rule not in known:
                out.error(cfile, pointer("unreachable_pairs", i, "rules", j), f"names rule {rule!r}, which /rules does not state")
    if not cov.declared:
        out.warning(cfile, "/api", "no endpoint declares `writes`/`reads`: integration coverage cannot be measured")
    elif cov.ratio is not None and cov.ratio < INTEGRATION_TARGET:
        out.warning(
            cfile,
            "/chains",
            f"chains prove {len(cov.covered & set(cov.counted))} of {len(cov.counted)} (writer, reader) pairs ({cov.ratio:.0%}, target "
            f"{INTEGRATION_TARGET:.0%}): `fgb rules ENV` lists the unproved ones",
        )


def _positional_captures(contract: dict[str, Any], cfile: str, out: Collector) -> None:
    """A chain that captures an item by its position in a list needs that list's order to be a rule."""
    api = {e["id"]: e for e in contract["api"]}
    for section in ("chains", "probes"):
        for i, unit in enumerate(contract.get(section) or []):
            for j, step in enumerate(unit.get("steps") or []):
                endpoint = api.get(step.get("call", ""))
                ordered = [o if isinstance(o, str) else o.get("pointer", "") for o in (endpoint or {}).get("ordered") or []]
                for name, expr in (step.get("capture") or {}).items():
                    if not POSITIONAL.search(expr):
                        continue
                    head = expr.split("[", 1)[0].strip(".@ ")
                    if any(_pointer_head(p) == head for p in ordered):
                        continue
                    out.error(
                        cfile,
                        pointer(section, i, "steps", j, "capture", name),
                        f"captures by position ({expr!r}) in a list whose order no rule states: capture by key, e.g. "
                        f"{head or 'items'}[?title=='...'].id | [0], or declare the order in /api {step.get('call')} ordered",
                    )


def _pointer_head(ptr: str) -> str:
    """The JMESPath name of a JSON pointer's first list, e.g. /items -> items, /messages -> messages."""
    return ptr.strip("/").split("/", 1)[0]
