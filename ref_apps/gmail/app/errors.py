"""gmail's errors are the kit's Google-style errors; the error_shape_plain mutant answers FastAPI's shape instead."""

from __future__ import annotations

from typing import Any

from ...kit.errors import ApiError, bad_request, body, not_found

__all__ = ["ApiError", "bad_request", "not_found", "shape"]


def shape(code: int, message: str) -> dict[str, Any]:
    from . import mutants

    return {"detail": message} if mutants.is_active("error_shape_plain") else body(code, message)
