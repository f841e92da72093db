"""The eval_* vocabulary: every op is engine code reviewed here; environments name ops, they never add them."""

from . import _consistency, _http, _logic, _page, _protocol, _security, _state, _walk  # noqa: F401  (importing registers the built-in ops)
from ._registry import BUILTINS, Op, OpFunction, OpRegistry

__all__ = ["BUILTINS", "Op", "OpFunction", "OpRegistry"]
