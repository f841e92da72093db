"""Make any string from an app safe to print: lone surrogates and control characters become visible, never markup."""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any

from .sanitize import clean_text

_C1 = re.compile("[\x7f-\x9f]")


def clean(value: Any) -> str:
    """A string an HTML or XML document can hold: the same escapes as write_reports' sanitising (`\\ud800`, `\\x01`), C1 too."""
    return _C1.sub(lambda m: f"\\x{ord(m.group()):02x}", clean_text(str(value)))


def h(value: Any) -> str:
    """Clean, then escape for HTML text and attribute values."""
    return escape(clean(value), quote=True)


def pretty(value: Any, limit: int = 20000) -> str:
    """Indented JSON for evidence, cut at `limit` characters."""
    text = value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[:limit] + f"\n... ({len(text) - limit} more characters)"


def one_line(value: Any, limit: int = 160) -> str:
    text = " ".join(clean(value).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
