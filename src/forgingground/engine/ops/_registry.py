"""The eval_* op registry: data names a check by string, this maps the string to code."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..context import CheckContext, Verdict

OpFunction = Callable[[CheckContext, dict[str, Any]], Verdict]


@dataclass(frozen=True)
class Op:
    name: str
    description: str
    params: dict[str, Any]
    function: OpFunction
    needs_state: bool = False


class OpRegistry:
    """Named ops, all built in: an environment names an op by string and the validator checks the name exists here."""

    def __init__(self) -> None:
        self._ops: dict[str, Op] = {}

    def register(
        self, name: str, description: str, params: dict[str, Any], *, needs_state: bool = False
    ) -> Callable[[OpFunction], OpFunction]:
        if not name.startswith("eval_"):
            raise ValueError(f"op names start with eval_: got {name!r}")

        def decorate(function: OpFunction) -> OpFunction:
            if name in self._ops:
                raise ValueError(f"op {name!r} is registered twice")
            self._ops[name] = Op(name, description, params, function, needs_state)
            return function

        return decorate

    def get(self, name: str) -> Op | None:
        return self._ops.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._ops

    def names(self) -> list[str]:
        return sorted(self._ops)

    def vocab(self) -> dict[str, dict[str, Any]]:
        """The asserts_vocab entries for every op, as a contract holds them."""
        return {n: {"description": op.description, "params": op.params} for n, op in sorted(self._ops.items())}


BUILTINS = OpRegistry()
