"""Turn real public API descriptions into contract skeletons (contracts/derived/), with honest provenance."""

from .discovery import DeriveError, derive_discovery

__all__ = ["DeriveError", "derive_discovery"]
