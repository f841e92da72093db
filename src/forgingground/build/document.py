"""document.md as the agent reads it: held-out sections cut, held-out identifiers in code spans redacted."""

from __future__ import annotations

import re
from collections.abc import Iterable

HEADING = re.compile(r"^## (.+?)\s*$")
CODE_SPAN = re.compile(r"`([^`\n]+)`")


def cut_sections(text: str, held_out: Iterable[str]) -> str:
    """Drop every level-2 section whose heading is held out, up to the next level-2 (or level-1) heading."""
    drop = set(held_out)
    kept: list[str] = []
    skipping = False
    for line in text.splitlines(keepends=True):
        match = HEADING.match(line)
        if match or line.startswith("# "):
            skipping = match is not None and match.group(1) in drop
        if not skipping:
            kept.append(line)
    return "".join(kept)


def redact(text: str, identifiers: set[str], replacement: str) -> str:
    """Replace each code span that is exactly a held-out identifier; a list of them becomes one replacement."""
    text = CODE_SPAN.sub(lambda m: replacement if m.group(1) in identifiers else m.group(0), text)
    one = re.escape(replacement)
    text = re.sub(rf"{one}(?:(?:,\s*|,?\s+and\s+){one})+", replacement, text)
    return text.replace(f"({replacement})", replacement)


def agent_document(text: str, held_out_sections: Iterable[str], identifiers: set[str], replacement: str) -> str:
    return redact(cut_sections(text, held_out_sections), identifiers, replacement)
