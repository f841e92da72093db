"""Read JSON files so that a typo becomes a problem with line and column, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .problems import Collector


class Missing:
    """Marker for a file that could not be read or parsed."""


MISSING = Missing()


def read_json(file: Path, shown: str, out: Collector) -> Any:
    """Parse a JSON file, or record why not and return MISSING."""
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return MISSING
    except (OSError, UnicodeDecodeError) as exc:
        out.error(shown, "", f"cannot read file: {exc}")
        return MISSING
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        out.error(shown, "", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}")
        return MISSING
