"""A brief on the site is three pages: its document.md without the generated rules block, that block without the
security rules, and those rules, so no page grows past what a reader scrolls (gitlab's brief with 75 security facets
read 30,376 px; gmail's with 43 journeys' rules, 30,004 px).

The agent's brief (`fgb brief`) stays one document; only the site splits it.
"""

from __future__ import annotations

import re

__all__ = ["rules_page", "security_page", "split_rules", "split_security"]

# A rule's own line in the generated rules block; its facets follow, indented.
RULE_LINE = re.compile(r"^- `([a-z0-9_.-]+)`:")
TOP_LEVEL = re.compile(r"^\S")
BLOCK_BEGIN, BLOCK_END = "<!-- rules:begin", "<!-- rules:end"


def split_security(name: str, document: str, ids: set[str]) -> tuple[str, list[str]]:
    """The document with one line pointing at the security page where its security rules stood (the rules `ids`
    names, inside the generated rules block), and those rules' lines, facets included (the document unchanged and no
    lines when it has none)."""
    kept: list[str] = []
    taken: list[str] = []
    inside = False
    marker_at = -1
    in_block = False
    for line in document.splitlines(keepends=True):
        in_block = (in_block or line.startswith(BLOCK_BEGIN)) and not line.startswith(BLOCK_END)
        rule = RULE_LINE.match(line)
        if in_block and rule and rule.group(1) in ids:
            inside = True
            marker_at = len(kept) if marker_at < 0 else marker_at
        elif inside and TOP_LEVEL.match(line):
            inside = False
            blanks = len(taken) - len("".join(taken).rstrip("\n").splitlines(keepends=True))
            kept += taken[len(taken) - blanks :]
            del taken[len(taken) - blanks :]
        (taken if inside else kept).append(line)
    if not taken:
        return document, []
    count = sum(1 for line in taken if (rule := RULE_LINE.match(line)) and rule.group(1) in ids)
    facets = sum(1 for line in taken if line.startswith(" ") and line.strip())
    kept.insert(
        marker_at,
        f"- The security rules ({_many(count, 'rule')}, {_many(facets, 'facet')}, generated from contract.json "
        f"`/security`) are on [a page of their own]({name}-security.md).\n",
    )
    return "".join(kept), taken


def split_rules(name: str, document: str) -> tuple[str, list[str]]:
    """The document with one line pointing at the rules page where its generated rules block stood, and the block's
    lines (the document unchanged and no lines when it has no block)."""
    kept: list[str] = []
    taken: list[str] = []
    in_block = False
    at = 0
    for line in document.splitlines(keepends=True):
        if line.startswith(BLOCK_BEGIN) and not in_block:
            in_block, at = True, len(kept)
        if not in_block:
            kept.append(line)
            continue
        taken.append(line)
        in_block = not line.startswith(BLOCK_END)
    if not taken:
        return document, []
    rules = sum(1 for line in taken if RULE_LINE.match(line))
    facets = sum(1 for line in taken if line.startswith(" ") and line.strip())
    kept.insert(
        at, f"The rules ({_many(rules, 'rule')}, {_many(facets, 'facet')}) are on [a page of their own]({name}-rules.md).\n"
    )
    return "".join(kept), taken


def _many(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def rules_page(name: str, title: str, rules: list[str]) -> str:
    """The generated rules block of one brief, each rule with its facets, as the agent reads them in the whole document."""
    return (
        f"# {title}: rules\n\n"
        f"These rules are the section Rules of the [build spec]({name}-spec.md) an agent receives; the site shows them "
        "here so that neither page runs too long. Every rule is judged by the graders; each id is cited by the checks.\n\n"
        + "".join(rules)
    )


def security_page(name: str, title: str, rules: list[str]) -> str:
    """The security rules of one brief, each with its facets, as the agent reads them in the whole document."""
    return (
        f"# {title}: security rules\n\n"
        f"These rules are part of the [build spec]({name}-spec.md) an agent receives (its section [Rules]({name}-rules.md)); the site "
        "shows them here so that neither page runs too long. Each facet is judged by the `security` layer.\n\n" + "".join(rules)
    )
