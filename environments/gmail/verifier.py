"""Verifier of gmail: thin, the engine does the work; no environment-only ops."""

from forgingground.engine.ops import OpRegistry

OPS = OpRegistry()
