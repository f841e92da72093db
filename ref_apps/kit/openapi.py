"""OpenAPI conventions shared by gold apps."""

from __future__ import annotations

from fastapi.routing import APIRoute


def operation_id(route: APIRoute) -> str:
    """Stable OpenAPI operation ids: the contract's endpoint id where one is set."""
    return route.operation_id or route.name
