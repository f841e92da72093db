"""Name matching between API words (paths, parameters, body keys) and table and column names, without any per-environment table."""

from __future__ import annotations

import re


def snake(name: str) -> str:
    """idBoard -> id_board, sendAsEmail -> send_as_email, calendar_id stays."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).replace("-", "_").lower()


def singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def plurals(word: str) -> list[str]:
    """The word and the plural forms a table name may take."""
    out = [word, word + "s", word + "es"]
    if word.endswith("y"):
        out.append(word[:-1] + "ies")
    return out


def table_for_segment(segment: str, tables: list[str], previous: str | None = None) -> str | None:
    """The table a static path segment names: `cart/items` -> cart_items, `lists` -> tasklists when it is the only match,
    `calendarList` -> calendars (a segment ending in List names the collection of its stem)."""
    word = snake(segment)
    candidates = [f"{snake(previous)}_{p}" for p in plurals(word)] if previous else []
    candidates += plurals(word)
    if word.endswith("_list"):
        candidates += plurals(word.removesuffix("_list"))
    for candidate in candidates:
        if candidate in tables:
            return candidate
    suffixed = [t for t in tables if any(t.endswith(p) and t != p for p in plurals(word))]
    return suffixed[0] if len(suffixed) == 1 else None
