"""gmail's errors are the kit's Google-style errors."""

from __future__ import annotations

from typing import Any

from ...kit.errors import ApiError, bad_request, body, not_found

__all__ = ["ApiError", "bad_request", "not_found", "shape"]


def shape(code: int, message: str) -> dict[str, Any]:
    return body(code, message)
