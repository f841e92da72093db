"""Play a generated UI walk on a page: its moves from the start screen, after each the looks gold showed there.

Judging waits, as a journey's expect step does, for the page to show what gold showed (up to AWAIT_MS per look), so
an app that renders later than gold is not failed for it; the first look that never comes is the walk's divergence.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..generated.contract import Screen, UiStep
from .journeys import REQUEST_ACTIONS, STEP_GRACE_S, _act, describe, screen_path
from .ui_looks import await_look, describe_look

AWAIT_MS = 3000.0  # the longest a look waits for the page to show gold's answer
MOVE_MS = 5000.0  # the longest one step of a move waits for its control


@dataclass
class UiWalkRun:
    ok: bool
    message: str
    moves_done: int = 0
    # the walk from the reset to its divergence, a line per step: what a person does to see it again
    reproduction: list[str] = field(default_factory=list)


def move_steps(move: list[dict[str, Any]]) -> list[UiStep]:
    return [UiStep.model_validate(step) for step in move]


def describe_move(move: list[dict[str, Any]]) -> str:
    return ", then ".join(describe(step) for step in move_steps(move))


def shown(value: Any) -> str:
    return "nothing" if value is None else repr(value)


def open_start(page: Any, base_url: str, screen: Screen, ms: float) -> None:
    """Open the start screen and wait for the page to be quiet; raises when it answers an error status."""
    from ..browser import settle

    response = page.goto(base_url + screen_path(screen), wait_until="load", timeout=ms)
    if response is not None and response.status >= 400:
        raise AssertionError(f"the start screen {screen_path(screen)} answered HTTP {response.status}")
    settle(page, timeout_ms=ms)


def perform(page: Any, move: list[dict[str, Any]], base_url: str, screens: dict[str, Screen], ms: float) -> None:
    """Each step of the move, the page let go quiet after those that may talk to the server; raises on the first
    step that cannot be done."""
    from ..browser import cutoff, settle

    for step in move_steps(move):
        with cutoff(ms / 1000 + STEP_GRACE_S):
            _act(page, step, base_url, screens, ms, {})
            if step.action.value in REQUEST_ACTIONS:
                settle(page, quiet_ms=25, timeout_ms=ms)


def judge_ui_walk(
    page: Any, walk: dict[str, Any], base_url: str, screens: dict[str, Screen], time_left: Callable[[], float]
) -> UiWalkRun:
    """The walk on the page, from its start screen (the app already reset): ok when every look gold showed after
    every move comes; else the first that does not, or the first move that cannot be made."""
    from playwright.sync_api import Error

    screen = screens[walk["start_screen"]]
    lines = [f"reset, open {screen_path(screen)}"]
    shows = {row["move"]: row["shows"] for row in walk["observed"]}

    def ms(cap: float) -> float:
        left = time_left()
        if left <= 0:
            raise TimeoutError("the walk's time was spent")
        return max(1.0, min(cap, left * 1000))

    done = 0
    try:
        open_start(page, base_url, screen, ms(MOVE_MS))
        for number, move in enumerate(walk["moves"], start=1):
            lines.append(f"move {number}: {describe_move(move)}")
            try:
                perform(page, move, base_url, screens, ms(MOVE_MS))
            except (Error, AssertionError, ValueError) as exc:
                first = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else type(exc).__name__
                return UiWalkRun(
                    False, f"walk {walk['id']}: move {number} ({describe_move(move)}) could not be made: {first}", done, lines
                )
            done = number
            for show in shows.get(number, []):
                seen = await_look(page, show["look"], show["value"], ms(AWAIT_MS))
                if seen != show["value"]:
                    why = (
                        f"walk {walk['id']}: after move {number} ({describe_move(move)}), {describe_look(show['look'])}: "
                        f"gold showed {shown(show['value'])}, this app {shown(seen)}"
                    )
                    return UiWalkRun(False, why, done, lines)
    except (Error, AssertionError, TimeoutError) as exc:
        first = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else type(exc).__name__
        return UiWalkRun(False, f"walk {walk['id']}: stopped after {done} moves: {first}", done, lines)
    return UiWalkRun(True, f"walk {walk['id']}: all {done} moves showed what gold showed", done, lines)
