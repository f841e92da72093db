"""One more try for a failed journey, from a fresh reset: a machine too loaded to render a page within a step's time
must not fail a correct app, while a real fault fails both tries (the same score on a quiet machine and a busy one).

The first try's verdicts are forgotten before the second runs; the journey's entry keeps what the first try saw
(`first_try`), so a journey that passed only on its second try is reported as flaky, never hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .scoring import FAIL
from .units import LayerHost

# A retry needs room: at least this multiple of the first try's time must be left in the run's budget.
ROOM = 1.5
# Journeys of one run that may get another try: a load spike fails a few; a clone whose pages never render fails them
# all, and must not cost a second run.
PER_RUN = 3


@dataclass(frozen=True)
class Mark:
    """What the run had recorded before a journey's try: everything past it belongs to that try."""

    results: frozenset[str]
    journeys: int
    screens: int
    infrastructure: int
    vacuous: frozenset[str]
    vacuity_checked: int
    vacuous_steps: frozenset[str]
    steps_checked: int
    disorder: int
    states_after_writes: int


def mark(runner: LayerHost, journeys: list[dict[str, Any]], screens: list[dict[str, Any]]) -> Mark:
    return Mark(
        frozenset(runner.results),
        len(journeys),
        len(screens),
        len(runner.infrastructure),
        frozenset(runner.vacuous),
        runner.vacuity_checked,
        frozenset(runner.vacuous_steps),
        runner.steps_checked,
        len(runner.disorder),
        runner.states_after_writes,
    )


def rewind(runner: LayerHost, journeys: list[dict[str, Any]], screens: list[dict[str, Any]], at: Mark) -> dict[str, Any]:
    """Forget what the try recorded since `at` (in place: the report reads these lists); return the try's journey entry."""
    entry = journeys[at.journeys] if len(journeys) > at.journeys else {}
    for key in set(runner.results) - at.results:
        del runner.results[key]
    del journeys[at.journeys :], screens[at.screens :], runner.infrastructure[at.infrastructure :]
    del runner.disorder[at.disorder :]
    for key in set(runner.vacuous) - at.vacuous:
        del runner.vacuous[key]
    for key in set(runner.vacuous_steps) - at.vacuous_steps:
        del runner.vacuous_steps[key]
    runner.vacuity_checked, runner.steps_checked = at.vacuity_checked, at.steps_checked
    runner.states_after_writes = at.states_after_writes
    return entry


# Failures no second try would change: the page's own refusals (it left the app's origins, opened a dialog), a setup
# the API refused, a journey cut off at its cap (a gold journey takes seconds, the cap is a minute).
SETTLED = ("journey not started", "journey cut off")


def worth_retrying(entry: dict[str, Any], seconds: float, left: float, known: frozenset[str] | None, retried: int = 0) -> bool:
    """A failed try earns another when the budget has room for it and the run has not spent its PER_RUN retries, unless
    nothing a busy machine does explains it; a failure a mutation campaign already knows (the gold app fails it too)
    would only fail again."""
    if entry.get("outcome") != FAIL or left < ROOM * seconds or retried >= PER_RUN:
        return False
    if entry.get("blocked_requests") or entry.get("page_events") or str(entry.get("message", "")).startswith(SETTLED):
        return False
    return known is None or f"journey:{entry.get('id')}" not in known


def first_try(entry: dict[str, Any]) -> dict[str, Any]:
    """What the report keeps of a failed first try: its message and its evidence."""
    kept = {"message": entry.get("message", ""), "steps_done": entry.get("steps_done", 0)}
    if entry.get("evidence"):
        kept["evidence"] = entry["evidence"]
    return kept
