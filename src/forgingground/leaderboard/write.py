"""The leaderboard document is checked against its generated model before anyone writes it."""

from __future__ import annotations

from typing import Any


def validate(data: dict[str, Any]) -> None:
    """Raise pydantic's ValidationError when the document breaks schemas/leaderboard.schema.json (a bug here, never user error)."""
    from ..generated.leaderboard import Leaderboard

    Leaderboard.model_validate(data)
