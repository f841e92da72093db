"""Say what a failed journey step looked for and what the page offered instead, from its accessibility snapshot.

Playwright's own message for a missing element is a timeout; a reader needs "no button named 'Compose';
buttons on the page: Write, Refresh". The snapshot is Playwright's aria snapshot (YAML lines such as
`- button "Write"`), so names are the accessible names the locators match against.
"""

from __future__ import annotations

import re

from ..generated.contract import UiStep

ENTRY = re.compile(r'^\s*- (?P<role>[a-z]+)(?: "(?P<name>(?:[^"\\]|\\.)*)")?(?:\s*\[[^\]]*\])*:?\s?(?P<text>.*)$')
PLACEHOLDER = re.compile(r"^\s*- /placeholder: (?P<text>.*)$")
# Roles a <label> names: what get_by_label can find.
FIELD_ROLES = {"textbox", "searchbox", "combobox", "checkbox", "radio", "spinbutton", "slider", "switch", "listbox"}
SHOWN = 12


def entries(snapshot: str) -> list[tuple[str, str, str]]:
    """(role, accessible name, inline text) of every element line in an aria snapshot."""
    found = []
    for line in snapshot.splitlines():
        m = ENTRY.match(line)
        if m and not line.lstrip().startswith("- /"):
            found.append((m["role"], (m["name"] or "").replace('\\"', '"'), m["text"].strip().strip('"')))
    return found


def _listing(what: str, names: list[str]) -> str:
    names = list(dict.fromkeys(n for n in names if n))
    if not names:
        return f"no {what} on the page"
    more = f", ... ({len(names) - SHOWN} more)" if len(names) > SHOWN else ""
    return f"{what} on the page: " + ", ".join(names[:SHOWN]) + more


def _has(names: list[str], wanted: str, exact: bool) -> bool:
    if exact:
        return wanted in names
    return any(wanted.lower() in n.lower() for n in names)


def explain(step: UiStep | None, snapshot: str) -> str | None:
    """What the page has instead of the step's target; None when the target is on the page (the step failed otherwise)."""
    if step is None or step.target is None:
        return None
    target, items = step.target, entries(snapshot)
    exact = bool(target.exact)
    if target.role:
        names = [name for role, name, _ in items if role == target.role]
        if target.name is None:
            return None if names else f"no {target.role} on the page"
        if _has(names, target.name, exact):
            return None
        return f"no {target.role} named {target.name!r}; " + _listing(f"{target.role}s", names)
    if target.label:
        names = [name for role, name, _ in items if role in FIELD_ROLES]
        return None if _has(names, target.label, exact) else f"no field labelled {target.label!r}; " + _listing("fields", names)
    if target.placeholder:
        shown = [m["text"] for line in snapshot.splitlines() if (m := PLACEHOLDER.match(line))]
        shown += [name for role, name, _ in items if role in FIELD_ROLES]
        if _has(shown, target.placeholder, exact):
            return None
        return f"no field with placeholder {target.placeholder!r}; " + _listing("fields", shown)
    if target.text:
        texts = [t for _, name, inline in items for t in (name, inline) if t]
        if _has(texts, target.text, exact):
            return None
        page = " | ".join(dict.fromkeys(texts))
        return f"no text {target.text!r} on the page; it shows: {page[:300] or '(nothing)'}"
    return None
