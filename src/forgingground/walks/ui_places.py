"""Where the journeys make each move on gold's UI: a UI walk makes a move only on a page where a journey makes it.

A control a journey uses on one page may also show on another (a restaurant's name links from the search results and
from My reservations), but the brief states it only where a journey's page has it: a clone may show it as text there,
or not at all. A place is the route of the screen the page's path matches (any restaurant's page is one place), or
the path itself when no screen's route matches. A goto to a named screen is made from anywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from ..dataset.loader import Environment
from ..engine.http import AppClient
from ..engine.journeys import PARAM, run_flow
from ..engine.steps import run_steps
from ..engine.transforms import TRANSFORMS
from ..equivalence.routes import compile_path
from ..generated.contract import Screen, UiFlow
from .run import reset
from .ui_pool import cut_moves, move_key, walk_step

Places = dict[str, set[str]]  # a move's key -> the places where a journey makes it


def address(page: Any, base_url: str) -> str:
    """The page's path, without the app's origin, query or fragment: which page is open (a sort or a filter in the
    query keeps the page)."""
    url = urlsplit(page.url)
    return url.path if page.url.startswith(base_url) else f"{url.scheme}://{url.netloc}{url.path}"


def place_of(path: str, screens: list[Screen]) -> str:
    """The route of the screen whose route the path matches (a route without placeholders first), else the path."""
    for screen in sorted(screens, key=lambda s: (len(PARAM.findall(s.route)), s.route)):
        if compile_path(screen.route.rstrip("/") or "/").fullmatch(path):  # a trailing slash either side
            return screen.route
    return path


def made_here(move: list[dict[str, Any]], places: Places, here: str) -> bool:
    """Whether a journey makes the move at this place (a goto: anywhere)."""
    return move[0]["action"] == "goto" or here in places.get(move_key(move), set())


def journey_places(client: AppClient, env: Environment, base_url: str, on_page: Callable[..., Any]) -> Places:
    """Each journey played once on gold from a fresh reset (after its setup calls), the page's place noted before the
    first step of each of its moves. on_page(run, *args) runs `run(page, *args)` on a fresh page.

    A goto is made from anywhere, so only the other moves are placed: a journey is played up to the first step of
    its last such move (what follows places nothing), and not at all when it makes none."""
    screens = list(env.contract.screens)
    places: Places = {}
    for flow in env.contract.ui_flows:
        placed = [(first, move) for first, move in cut_moves([walk_step(s) for s in flow.steps]) if move[0]["action"] != "goto"]
        if not placed:
            continue
        reset(client, env)
        variables = run_steps(client, flow.setup, env.endpoint_by_id(), TRANSFORMS)[1] if flow.setup else {}
        at: dict[int, str] = on_page(_play_until, flow, base_url, screens, placed[-1][0], variables)
        for first, move in placed:
            if first in at:  # a step the journey did not reach on gold (it should reach them all) places nothing
                places.setdefault(move_key(move), set()).add(at[first])
    return places


def _play_until(
    page: Any, flow: UiFlow, base_url: str, screens: list[Screen], last: int, variables: dict[str, Any]
) -> dict[int, str]:
    """The journey's steps before `last` played on the page; the place before each action, and before `last` once
    the steps before it are done (where that move starts)."""
    at: dict[int, str] = {}

    def note(page: Any, index: int) -> None:
        at[index] = place_of(address(page, base_url), screens)

    by_id = {s.id: s for s in screens}
    if run_flow(page, flow, base_url, by_id, steps=last, before_action=note, variables=variables).ok:
        note(page, last)
    return at
