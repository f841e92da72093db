"""Make a report safe for every renderer: lone surrogates and XML-illegal control characters an app sent become
visible escapes (`\\ud800`, `\\x01`), so report.html encodes as UTF-8 and junit.xml stays well-formed."""

from __future__ import annotations

import re
from typing import Any

# Characters XML 1.0 refuses (C0 controls but tab, newline, carriage return; U+FFFE/U+FFFF) and lone surrogates.
UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
MAX_DEPTH = 400


def clean_text(text: str) -> str:
    """The text with every unsafe character replaced by its escape."""
    return UNSAFE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}", text)


def sanitize(value: Any, depth: int = 0) -> Any:
    """A copy of a JSON-ready value with every string (keys too) cleaned; deeper than MAX_DEPTH becomes a note."""
    if depth > MAX_DEPTH:
        return "(nested deeper than the report keeps)"
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(str(k)): sanitize(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [sanitize(v, depth + 1) for v in value]
    return value
