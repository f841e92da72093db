"""Turn real public API descriptions into contract skeletons (contracts/derived/), with honest provenance."""

from .discovery import DeriveError, derive_discovery
from .entities import infer_entities
from .openapi import derive_openapi

__all__ = ["DeriveError", "derive_discovery", "derive_openapi", "infer_entities"]
