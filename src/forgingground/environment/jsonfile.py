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
    """Parse a JSON file, or record why not (syntax, depth, huge numbers, encoding) and return MISSING."""
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return MISSING
    except UnicodeDecodeError as exc:
        out.error(shown, "", f"is not valid UTF-8 (byte {exc.start}: {exc.reason}): save it as UTF-8")
        return MISSING
    except OSError as exc:
        out.error(shown, "", f"cannot read file: {exc.strerror or exc}")
        return MISSING
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        out.error(shown, "", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}")
    except RecursionError:
        out.error(shown, "", "is nested too deeply to read: flatten it (no environment file needs more than a few levels)")
    except ValueError as exc:  # an integer beyond Python's 4,300-digit conversion limit, or another value no reader takes
        if "digits" in str(exc):
            out.error(shown, "", "holds an integer of more than 4,300 digits, which no reader accepts: write it as a string")
        else:
            out.error(shown, "", f"cannot be read ({str(exc)[:160]}): fix the value")
    return MISSING
