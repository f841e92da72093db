"""What a verification run is made of (units, infrastructure errors) and what a layer may ask of the run.

Shared by the runner and the browser layer so that neither imports the other's module in both directions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from ..generated.asserts import Assert
from ..generated.contract import Step
from .context import CheckContext
from .http import AppClient, Deadline
from .ops import OpRegistry
from .scoring import AssertOutcome
from .state import Tables


@dataclass
class Unit:
    """A probe or a chain: steps to run from a restored state, and the asserts judged on what they did."""

    kind: str
    id: str
    steps: list[Step]
    asserts: list[Assert]
    family: str = ""
    reset_first: bool = False  # restore before the steps even when nothing was written since the last restore
    now: str | None = None  # restore under this clock instead of the seed's (a probe or chain's `now`)
    # steps run first from a restored state, whose answers and state the asserts compare with (a security probe's
    # plain call); the run restores again before `steps`
    base: list[Step] | None = None


def instant(value: datetime | None) -> str | None:
    """A unit's clock as POST /api/reset takes it: RFC 3339 in UTC, `Z`."""
    if value is None:
        return None
    return value.astimezone(UTC).isoformat().replace("+00:00", "Z")


class InfraError(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class LayerHost(Protocol):
    """The run as a layer sees it: restore, read state, record verdicts. The Runner is the one implementation."""

    env: Any
    options: Any
    client: AppClient
    deadline: Deadline
    progress: Callable[[str, int, int], None]
    ops: OpRegistry
    asserts: dict[str, Assert]
    keys: dict[str, list[str]]
    results: dict[str, AssertOutcome]
    seed_state: Tables | None
    endpoints: dict[str, Any]
    transforms: dict[str, Any]
    dirty: bool
    steps_checked: int
    vacuous_steps: dict[str, str]
    vacuous: dict[str, str]
    vacuity_checked: int
    infrastructure: list[dict[str, Any]]
    disorder: list[str]
    states_after_writes: int

    def reset(self, now: str | None = None) -> Any: ...

    def read_state(self) -> Tables: ...

    def in_focus(self, assert_ids: Iterable[str]) -> bool: ...

    def _infra(self, kind: str, message: str, where: str | None) -> None: ...

    def _record(
        self, a: Assert, outcome: str, message: str, unit: Unit, exchanges: list, observed: dict | None = None
    ) -> None: ...

    def _evaluate(self, a: Assert, ctx: CheckContext, unit: Unit) -> None: ...

    def check_vacuity(self, unit: Unit, before: CheckContext) -> None: ...
