"""Nothing hidden: every literal a held-out check expects (a text, an accessible name, a status code) is stated in the brief.

A journey that clicks "Send reply" or waits for "Added to queue", or a chain that expects 409, judges something the
builder can only guess unless the brief says it. `unstated(env_dir, brief_dir)` lists each such literal with where it is
used; the leakage tests run it on every environment's brief.

What counts as stated:
- a text or name (a response header's name included): it appears in the brief's text (case and spacing ignored), or it fits a quoted template there
  whose placeholders stand for data ("Move <track> up" states "Move Satellite Hearts up"), or it is a value the
  held-out checks themselves send (a chain's request body, a journey's typed text): the app only echoes it;
- a status code other than the endpoint's documented success: it appears in the text of a rule (or facet) the assert
  cites, or in document.md beside the endpoint's path.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PLACEHOLDER = re.compile(r"<[^<>\n]{1,40}>")
SLOT = "¤"  # a datum's place in a shape (not "#": "# design" is a channel's name as Slack shows it)
# What a placeholder or a datum looks like in a shape: "<track>", "{pnr}", "N", "HH:MM", "3", "1,234.50".
SHAPED = re.compile(r"<[^<>\n]{1,40}>|\{[A-Za-z_]\w*\}|\b[A-Z]{1,2}(?::[A-Z]{1,2})*\b|(?<=[$€£])[a-z]\b|\d+(?:[.,:]\d+)*")
QUOTED = re.compile(r"\"([^\"\n]{1,200})\"|“([^”\n]{1,200})”|`([^`\n]{1,200})`")
# Locator keys whose value the builder must have been told (test_id is markup the rules must name: checked elsewhere).
NAMED = ("name", "label", "text", "placeholder")
TEXT_SUFFIXES = {".md", ".json"}


@dataclass(frozen=True)
class Unstated:
    """One literal a held-out check expects that the brief does not state."""

    where: str  # e.g. "ui_flows/reply/steps/2/target/name" or "asserts/mid.x.gone"
    literal: str
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.why} {self.literal!r} is not stated in the brief"


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _shape(text: str) -> str:
    """A text with its data and placeholders as `¤`: "Open 5" and "Open N · Closed M" share the shape "open ¤"."""
    return _norm(SHAPED.sub(SLOT, text))


class Brief:
    """The brief's text, searchable for literals and for the templates its quoted names use."""

    def __init__(self, folder: Path) -> None:
        texts = [p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*")) if p.suffix in TEXT_SUFFIXES and p.is_file()]
        self.text = _norm("\n".join(texts))
        self.shape = _shape("\n".join(texts))
        # JSON escapes quotes; the templates are read from the unescaped prose and JSON strings alike.
        raw = "\n".join(texts).replace('\\"', '"')
        quoted = {next(g for g in m.groups() if g) for m in QUOTED.finditer(raw)}
        # A template needs words of its own: a quoted "<id>" alone would state every text.
        self.templates = [
            _template(q) for q in quoted if PLACEHOLDER.search(q) and re.search(r"[^\W\d_]{3}", PLACEHOLDER.sub("", q))
        ]
        document = folder / "document.md"
        prose = _norm(document.read_text(encoding="utf-8")) if document.is_file() else ""
        # Data: the seed's values that the prose does not use as words of its own ("noah", not "freelancer").
        seed = {_norm(s) for p in sorted((folder / "seed").rglob("*.json")) for s in _strings(_load(p)) if len(s) >= 3}
        self.seed = seed
        self.data = {d for d in seed if d not in prose}
        # A quoted example states a shape: "Visa •••• 4242 · Default" states "<card> •••• <last4> · Default".
        self.examples = {_shape(_without(q, seed)) for q in quoted}

    def states(self, literal: str, inputs: set[str]) -> bool:
        wanted = _norm(literal)
        if not wanted or wanted in self.text or any(wanted in i for i in inputs):
            return True
        # The literal's shapes: as it is, with the data the prose never uses as placeholders, with each datum it shows.
        shown = {d for d in self.seed | inputs if len(d) >= 3 and d in wanted}
        shapes = {_shape(literal), _shape(_without(literal, self.data | inputs)), _shape(_without(literal, shown))}
        shapes |= {_shape(_without(literal, {d})) for d in shown}
        if any(_says(s) and (s in self.shape or any(s in e for e in self.examples)) for s in shapes):
            return True
        if not _says(_shape(_without(literal, shown))):
            return True  # only data: a name the checks typed, a seed value, a count ("Avery Stone", "Katherine Johnson")
        return any(t.fullmatch(wanted) or t.search(wanted) for t in self.templates)


def _says(shape: str) -> bool:
    """A shape says something beyond "some data here": a word or a sign of its own ("€¤", "(¤)"), not "¤ ¤"."""
    return bool(re.sub(rf"[{SLOT}\s.,:;'\"-]", "", shape))


def _load(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, OSError):
        return None


def _without(literal: str, data: set[str]) -> str:
    """The literal with every datum it shows (a seed value, a value the checks sent) as a placeholder, longest first:
    "Book club (3)" shows the seed's label "Book club" in a shape the brief states, "<label> (<count>)"."""
    text = _norm(literal)
    for datum in sorted((d for d in data if len(d) >= 3 and d in text), key=len, reverse=True):
        text = text.replace(datum, "<datum>")
    return text


def _template(quoted: str) -> re.Pattern[str]:
    """A quoted name with placeholders as a pattern: each <placeholder> stands for one or more characters."""
    parts = PLACEHOLDER.split(_norm(quoted))
    return re.compile(".+?".join(re.escape(p) for p in parts), re.S)


def _strings(node: Any) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def _inputs(contract: dict[str, Any]) -> set[str]:
    """What the held-out checks send themselves (request bodies, queries, typed texts): an app may show them back."""
    sent: set[str] = set()
    for section in ("probes", "chains"):
        for unit in contract.get(section) or []:
            for step in unit.get("steps") or []:
                for key in ("body", "query", "path", "form", "raw", "headers"):
                    sent |= {_norm(s) for s in _strings(step.get(key))}
    for flow in contract.get("ui_flows") or []:
        for step in flow["steps"]:
            if step["action"] in ("fill", "press") and step.get("value"):
                sent.add(_norm(step["value"]))
    return {s for s in sent if s}


def _journey_literals(contract: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    for i, flow in enumerate(contract.get("ui_flows") or []):
        for j, step in enumerate(flow["steps"]):
            where = f"ui_flows/{i}/steps/{j}"
            for locator in ("target", "scale"):  # what the step acts on, and the scale an expect_rows reads
                at, found = f"{where}/{locator}", step.get(locator) or {}
                while found:  # a locator and the ones it looks within
                    for key in NAMED:
                        if found.get(key):
                            yield f"{at}/{key} ({flow['id']})", found[key], f"the journey's {key}"
                    at, found = f"{at}/within", found.get("within") or {}
            if step["action"] in ("expect_text", "expect_title", "select") and step.get("value"):
                yield f"{where}/value ({flow['id']})", step["value"], "the text the journey expects"
            for k, value in enumerate(step.get("values") or []):
                yield f"{where}/values/{k} ({flow['id']})", value, "the text the journey expects"


def _checks(check: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield check
    if check.get("op") == "eval_all":
        for sub in (check.get("params") or {}).get("checks") or []:
            if isinstance(sub, dict):
                yield from _checks(sub)


def _page_literals(assertion: dict[str, Any]) -> Iterator[str]:
    """Texts a page check expects to see (eval_page_text's contains, and texts it names as present)."""
    for check in _checks(assertion["check"]):
        params = check.get("params") or {}
        if check.get("op") == "eval_page_text":
            for key in ("contains", "equals"):
                value = params.get(key)
                yield from ([value] if isinstance(value, str) else [v for v in value or [] if isinstance(v, str)])


def _header_names(assertion: dict[str, Any]) -> Iterator[str]:
    """Response headers a check reads: a builder sends only the headers the brief names."""
    for check in _checks(assertion["check"]):
        if check.get("op") == "eval_header" and isinstance((check.get("params") or {}).get("name"), str):
            yield check["params"]["name"]


def _step_calls(contract: dict[str, Any]) -> dict[str, dict[str, str]]:
    """assert id -> {step name (or "" for the last step) -> the api id it calls}, for probes and chains."""
    calls: dict[str, dict[str, str]] = {}
    for section in ("probes", "chains"):
        for unit in contract.get(section) or []:
            named = {s.get("name", ""): s["call"] for s in unit.get("steps") or [] if s.get("name")}
            if unit.get("steps"):
                named[""] = unit["steps"][-1]["call"]
            for a in unit.get("asserts") or []:
                calls[a] = named
    return calls


def _status_literals(assertion: dict[str, Any], calls: dict[str, str]) -> Iterator[tuple[list[int], str]]:
    """The status codes each status check accepts (any one of them), with the api id of the step it reads."""
    for check in _checks(assertion["check"]):
        params = check.get("params") or {}
        if check.get("op") != "eval_status":
            continue
        codes = [params["equals"]] if "equals" in params else list(params.get("in") or [])
        yield [int(c) for c in codes], calls.get(params.get("step", ""), calls.get("", ""))


def _success_codes(contract: dict[str, Any]) -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for endpoint in contract.get("api") or []:
        codes = {int(c) for c in (endpoint.get("responses") or {}) if str(c).isdigit() and str(c).startswith("2")}
        status = endpoint.get("status")
        found[endpoint["id"]] = codes | ({int(status)} if status else set()) | {200, 201, 204}
    return found


def _rule_texts(contract: dict[str, Any]) -> dict[str, str]:
    return {r["id"]: " ".join([r["text"], *(f["text"] for f in r.get("facets") or [])]) for r in contract.get("rules") or []}


def unstated(env_dir: Path, brief_dir: Path) -> list[Unstated]:
    """Every literal the environment's held-out journeys, chains and asserts expect that its brief does not state."""
    contract = json.loads((env_dir / "contract.json").read_text(encoding="utf-8"))
    asserts = json.loads((env_dir / "asserts.json").read_text(encoding="utf-8"))["asserts"]
    brief = Brief(brief_dir)
    inputs = _inputs(contract)
    found = [Unstated(w, lit, why) for w, lit, why in _journey_literals(contract) if not brief.states(lit, inputs)]
    calls, success, rules = _step_calls(contract), _success_codes(contract), _rule_texts(contract)
    for a in asserts:
        where = f"asserts/{a['id']}"
        found += [Unstated(where, t, "the page text") for t in _page_literals(a) if not brief.states(t, inputs)]
        found += [Unstated(where, h, "the response header") for h in _header_names(a) if not brief.states(h, set())]
        cited = " ".join(rules.get(r, "") for r in a.get("rules") or [])
        for codes, call in _status_literals(a, calls.get(a["id"], {})):
            if any(c in success.get(call, {200, 201, 204}) or re.search(rf"\b{c}\b", cited) for c in codes):
                continue
            shown = " or ".join(map(str, codes))
            found.append(Unstated(where, shown, f"the status {call or 'a step'} answers (no cited rule says it):"))
    return found
