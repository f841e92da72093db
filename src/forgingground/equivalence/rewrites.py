"""Rewrites of a JSON body that the spec allows: an unknown field, unordered lists shuffled, instants respelled.

A grader that fails on a rewritten body is stricter than the spec. Every rewrite is deterministic: shuffles are
seeded by the seed, the salt (method and path) and the list's JSON pointer, so a failure reproduces.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from email.utils import format_datetime
from typing import Any

from ..engine.equality import RFC2822, instant

UNKNOWN_FIELD = "fgbEquivalenceProbe"  # a field no contract names; a clone may add any
RFC3339 = re.compile(r"(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2}:\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})")
OTHER_OFFSET = timezone(timedelta(hours=5, minutes=30))


@dataclass(frozen=True)
class Rewrites:
    """Which rewrites the proxy applies; each can be switched off on its own."""

    unknown_field: bool = True
    shuffle: bool = True
    timestamps: bool = True
    other_offset: bool = True  # respell instants in another UTC offset too, not only Z / +00:00 / fraction
    gzip: bool = True
    latency_ms: float = 2.0
    seed: int = 0


def _pattern_matches(pattern: list[str], pointer: list[str]) -> bool:
    """`*` stands for any one token: an array index or a map key."""
    return len(pattern) == len(pointer) and all(p in ("*", q) for p, q in zip(pattern, pointer, strict=True))


def _split(pointer: str) -> list[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]] if pointer else []


def respell_instant(text: str, other_offset: bool = True, keep_offset: bool = False) -> str:
    """Another RFC 3339 spelling of the same instant (seeded by the text), never `text` itself; other strings unchanged.

    With keep_offset (the offset is a rule) only the fractional seconds change, and a text with a non-zero fraction
    is left alone."""
    m = RFC3339.fullmatch(text)
    if not m:
        return _respell_mail_date(text, other_offset and not keep_offset)
    date, time, fraction, zone = m.groups()
    fraction = fraction or ""
    instant = datetime.fromisoformat(f"{date}T{time}{'+00:00' if zone in ('Z', 'z') else zone}")
    in_utc = instant.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S")
    fractions = [fraction] + (["" if fraction else ".000"] if not fraction.strip(".0") else [])
    if keep_offset:
        spellings = [f"{date}T{time}{f}{zone}" for f in fractions]
    else:
        spellings = [f"{in_utc}{f}{z}" for f in fractions for z in ("Z", "+00:00")]
    if other_offset and not keep_offset:
        spellings.append(f"{instant.astimezone(OTHER_OFFSET).strftime('%Y-%m-%dT%H:%M:%S')}{fraction}+05:30")
    candidates = [s for s in spellings if s != text]
    if not candidates:
        return text
    return candidates[int(hashlib.sha256(text.encode()).hexdigest(), 16) % len(candidates)]


def _respell_mail_date(text: str, other_offset: bool) -> str:
    """Another RFC 2822 spelling of a mail date with a zone (a Date header): GMT for +0000, no weekday, or another
    offset; other strings unchanged."""
    when = instant(text) if RFC2822.fullmatch(text) else None
    if when is None:
        return text
    utc = when.astimezone(UTC)
    spellings = [format_datetime(utc, usegmt=True), format_datetime(utc)[5:], format_datetime(utc)]
    if other_offset:
        spellings.append(format_datetime(when.astimezone(OTHER_OFFSET)))
    candidates = [s for s in spellings if s != text]
    return candidates[int(hashlib.sha256(text.encode()).hexdigest(), 16) % len(candidates)]


def _shuffled(items: list[Any], rng: random.Random) -> list[Any]:
    """A seeded permutation that differs from the original order whenever the items are not all equal."""
    out = list(items)
    rng.shuffle(out)
    if out == items and len(items) > 1:
        out = out[1:] + out[:1]
    return out


def rewrite_body(
    body: Any,
    ordered: Iterable[str],
    rewrites: Rewrites,
    salt: str = "",
    maps: Iterable[str] = (),
    keep_offsets: bool = False,
) -> Any:
    """The body with every enabled rewrite applied; arrays at an `ordered` pointer keep their order, objects at a
    `maps` pointer (whose keys are data, e.g. calendars by id) get no unknown field."""
    patterns = [_split(p) for p in ordered]
    map_patterns = [_split(p) for p in maps]

    def walk(value: Any, pointer: list[str]) -> Any:
        if isinstance(value, dict):
            out = {k: walk(v, [*pointer, k]) for k, v in value.items()}
            if rewrites.unknown_field and not any(_pattern_matches(p, pointer) for p in map_patterns):
                out[UNKNOWN_FIELD] = "a field the contract does not name"
            return out
        if isinstance(value, list):
            items = [walk(v, [*pointer, str(i)]) for i, v in enumerate(value)]
            if rewrites.shuffle and not any(_pattern_matches(p, pointer) for p in patterns):
                rng = random.Random(f"{rewrites.seed}|{salt}|/{'/'.join(pointer)}")
                items = _shuffled(items, rng)
            return items
        if isinstance(value, str) and rewrites.timestamps:
            return respell_instant(value, rewrites.other_offset, keep_offsets)
        return value

    return walk(body, [])
