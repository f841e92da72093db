"""Scaffold gold reference apps from contract.api: FastAPI routes generated, handlers written by hand."""

from .routes import render_routes

__all__ = ["render_routes"]
