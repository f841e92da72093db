"""The built-in eval_* vocabulary; environments add ops through an OpRegistry in their verifier.py."""

from . import _http, _logic, _page, _state  # noqa: F401  (importing registers the built-in ops)
from ._registry import BUILTINS, Op, OpFunction, OpRegistry

__all__ = ["BUILTINS", "Op", "OpFunction", "OpRegistry"]
