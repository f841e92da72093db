"""Equality as the spec means it: objects match on the fields expected, instants on the instant, sets as sets.

A clone may add fields to any object, spell an RFC 3339 instant any legal way (`.000Z`, `Z`, `+00:00`, another
offset) and return a list whose order no rule states in any order; none of that may fail a check.
"""

from __future__ import annotations

import re
from datetime import datetime
from email.utils import parsedate_to_datetime
from typing import Any

RFC3339 = re.compile(r"\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})")
# An RFC 2822 date-time (a mail's Date header): optional weekday, day, month name, year, time, and a zone given as an
# offset or one of the names RFC 2822 allows for UTC. Without a zone it names no instant, so it stays a string.
RFC2822 = re.compile(
    r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), *)?\d{1,2} +(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{4} +"
    r"\d{2}:\d{2}(?::\d{2})? +(?:[+-]\d{4}|UT|UTC|GMT|Z)"
)


def instant(value: Any) -> datetime | None:
    """The instant an RFC 3339 or RFC 2822 date-time with a zone names; None for anything else."""
    if not isinstance(value, str):
        return None
    if RFC3339.fullmatch(value):
        try:
            return datetime.fromisoformat(value.upper().replace("Z", "+00:00"))
        except ValueError:
            return None
    if RFC2822.fullmatch(value.strip()):
        try:
            return parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
    return None


def same(expected: Any, actual: Any, offsets: bool = False) -> bool:
    """`actual` satisfies `expected`: every expected key present and the same (more keys allowed), lists element by
    element, instants by instant (and UTC offset, where a rule states it), everything else by equality."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and same(v, actual[k], offsets) for k, v in expected.items())
    if isinstance(expected, list):
        return (
            isinstance(actual, list)
            and len(expected) == len(actual)
            and all(same(e, a, offsets) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(expected, str) and isinstance(actual, str) and expected != actual:
        a, b = instant(expected), instant(actual)
        return a is not None and a == b and (not offsets or a.utcoffset() == b.utcoffset())
    return expected == actual


def equal(a: Any, b: Any) -> bool:
    """Two values are the same data: `same` both ways (no extra keys on either side), instants by instant."""
    return same(a, b) and same(b, a)


def same_set(expected: list[Any], actual: list[Any], offsets: bool = False) -> bool:
    """The two lists hold the same items, each as often, in any order."""
    if len(expected) != len(actual):
        return False
    left = list(actual)
    for item in expected:
        match = next((i for i, a in enumerate(left) if same(item, a, offsets)), None)
        if match is None:
            return False
        left.pop(match)
    return True


def contains(container: Any, item: Any, offsets: bool = False) -> bool:
    """`item` is one of a list's elements (by `same`) or a substring of a string."""
    if isinstance(container, list):
        return any(same(item, x, offsets) for x in container)
    if isinstance(container, str) and isinstance(item, str):
        return item in container
    return False
