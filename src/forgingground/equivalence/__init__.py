"""The equivalence proxy: spec-preserving rewrites between the verifier and an app, our false-failure detector."""

from .proxy import EquivalenceProxy
from .rewrites import UNKNOWN_FIELD, Rewrites, rewrite_body
from .routes import Route, RouteTable

__all__ = ["UNKNOWN_FIELD", "EquivalenceProxy", "Rewrites", "Route", "RouteTable", "rewrite_body"]
