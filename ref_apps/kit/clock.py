"""The app's frozen clock: set by POST /api/reset, so every date it produces is deterministic."""

from __future__ import annotations

from datetime import UTC, datetime

_now = {"value": datetime(2026, 1, 15, 9, 0, tzinfo=UTC)}


def now() -> datetime:
    return _now["value"]


def set_now(value: datetime) -> None:
    _now["value"] = value.astimezone(UTC)


def now_ms() -> int:
    return int(now().timestamp() * 1000)


def now_text() -> str:
    """The frozen instant as the apps store it: RFC 3339, seconds, Z."""
    return now().strftime("%Y-%m-%dT%H:%M:%SZ")
