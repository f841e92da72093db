"""Generate an environment's UI walks on its gold UI: draw moves on the live page, then record the looks twice.

A walk opens a screen drawn by the seed and makes 4 to 8 moves, each drawn among the journeys' moves whose first
control gold's page shows enabled at that moment (so every move can be made on gold), on a page where a journey makes
that move (ui_places.py: the brief states a control where a journey uses it, not everywhere gold shows it), never a
link or goto to the page already open, and kept only when it changed one of the looks on gold (a click gold ignores
may toggle in another app, and no brief says a control is idle the second time). The walk is then played twice from a
fresh reset, straight and through the equivalence proxy; after each move the journeys' looks are read once the page is
quiet. A look is recorded where it shows something (a state, a text, an order, a count) and changed with that move, or
at the last move; what is gone is recorded only where a journey checks it hidden: nothing says a control named on one
page is absent from another, or that a text appears nowhere else. After a move that opened another page, only what the
page holds is recorded (texts, orders, counts), not the page's own state (a section expanded, a form open), which an
app may keep or reset when a page is opened again. A look the two plays show otherwise (a race, an order no rule
fixes) is left out and listed as free.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urldefrag

from ..browser import SCREEN_QUIET_MS, settle
from ..dataset.loader import Environment
from ..engine.http import AppClient
from ..engine.journeys import locate, screen_path
from ..engine.ui_looks import describe_look, look_key, read_look
from ..engine.ui_walks import MOVE_MS, open_start, perform
from ..generated.contract import Screen, UiStep
from . import dom_changes
from .run import reset
from .ui_places import Places, address, journey_places, made_here, place_of
from .ui_pool import UiPool

MIN_MOVES, MAX_MOVES = 4, 8
GOTO_SHARE = 0.15  # how often a goto to a named screen is drawn when other moves are available
AVAILABLE_MS = 2000  # a shown control answers at once; the rest of this is for a busy machine
# What a fill or a select can act on: a label may name a form or a list on another page than the journey's.
TAKES = {
    "fill": "e => e.matches('input, textarea') || e.isContentEditable",
    "select": "e => e.matches('select')",
}
# A page can render a moment after its requests end (a busy machine starves the browser). The draw reads a move's
# looks once gold's page holds still (dom_changes.py); on a page that never does, it waits CHANGE_MS for a look to
# change before it calls the move idle. Each recording play waits AWAIT_MS for the looks the draw saw, so the file
# comes out the same under load.
CHANGE_MS = 1500.0
AWAIT_MS = 3000.0
POLL_MS = 100


def available(page: Any, move: list[dict[str, Any]], screens: dict[str, Screen], base_url: str) -> bool:
    """Whether gold's page lets the move start now: its first control shown (and enabled), a goto always; but never
    a link or goto to the page already open (a reload in one app, nothing in another: no brief says which). The
    move's other controls (a form's fields and its submit) must be shown too, each field of the kind its step fills:
    a label the journey's page gave a field may name another field, or none, on this one."""
    first = UiStep.model_validate(move[0])
    if first.action.value == "goto":
        where = first.value if first.value else screen_path(screens[first.screen or ""])
        return not _here(page, base_url + where)
    if first.target is None:
        return False
    try:
        found = locate(page, first.target)
        if not _takes(found, first):
            return False
        if first.action.value == "click" and first.target.role == "link":
            href = found.evaluate("a => a.href || ''", timeout=AVAILABLE_MS)
            return not (href and _here(page, str(href)))
        rest = [UiStep.model_validate(step) for step in move[1:]]
        if not all(_takes(locate(page, step.target), step) for step in rest if step.target is not None):
            return False  # a submit may be disabled until its form is filled: only shown is asked of it
        return first.action.value == "press" or bool(found.is_enabled(timeout=AVAILABLE_MS))
    except Exception:  # noqa: BLE001 - a control the page cannot show now is not available
        return False


def _takes(found: Any, step: UiStep) -> bool:
    """The control is shown and, for a fill or a select, is a field of that kind (not a form or list of that name)."""
    if not found.is_visible():
        return False
    kind = TAKES.get(step.action.value)
    return kind is None or bool(found.evaluate(kind, timeout=AVAILABLE_MS))


def _here(page: Any, url: str) -> bool:
    """Whether the URL names the page open now (its fragment aside)."""
    return urldefrag(url).url.rstrip("/") == urldefrag(page.url).url.rstrip("/")


def read_looks(page: Any, looks: list[dict[str, Any]]) -> list[Any]:
    """Every look's answer on the page as it is now, in the pool's order (what a draw and a play compare)."""
    return [read_look(page, look) for look in looks]


def await_looks(page: Any, looks: list[dict[str, Any]], done: Callable[[list[Any]], bool], ms: float) -> list[Any]:
    """Read the looks until done(reads) or ms run out, then (for at most ms more) until two reads a poll apart agree,
    so a render half done is not taken; the last reads."""
    ends = time.monotonic() + ms / 1000
    seen = read_looks(page, looks)
    while not done(seen) and time.monotonic() < ends:
        page.wait_for_timeout(POLL_MS)
        seen = read_looks(page, looks)
    while time.monotonic() < ends + ms / 1000:
        page.wait_for_timeout(POLL_MS)
        again = read_looks(page, looks)
        if again == seen:
            break
        seen = again
    return seen


def await_drawn(page: Any, looks: list[dict[str, Any]], drawn: list[Any]) -> list[Any]:
    """The looks once they show what the draw saw there (reads it took once they held still), else once they hold
    still after AWAIT_MS: a play needs no quiet spell of its own (the draw's reads were taken after one)."""
    seen = read_looks(page, looks)
    return seen if seen == drawn else await_looks(page, looks, drawn.__eq__, AWAIT_MS)


def draw_ui_walk(
    page: Any,
    client: AppClient,
    env: Environment,
    pool: UiPool,
    places: Places,
    base_url: str,
    rng: random.Random,
    walk_id: str,
) -> tuple[dict[str, Any], list[list[Any]]] | None:
    """One walk drawn on gold's live page: its start screen and the moves gold let it make, where a journey makes
    them (`places`), that changed a look (a click gold ignores, a form opened again while open, may toggle in another
    app: no brief says it is idle), with the looks seen at the start and after each kept move; or None when it made
    none."""
    screens = {s.id: s for s in env.contract.screens}
    reset(client, env)
    start = rng.choice(sorted(screens))
    open_start(page, base_url, screens[start], MOVE_MS)
    length = rng.randint(MIN_MOVES, MAX_MOVES)
    moves: list[list[dict[str, Any]]] = []
    settle(page, quiet_ms=SCREEN_QUIET_MS, timeout_ms=MOVE_MS)
    before = await_looks(page, pool.looks, lambda _: True, CHANGE_MS)
    seen = [before]
    for _ in range(3 * length):
        if len(moves) == length:
            break
        here = place_of(address(page, base_url), list(screens.values()))
        ready = [m for m in pool.moves if made_here(m, places, here) and available(page, m, screens, base_url)]
        gotos = [m for m in ready if m[0]["action"] == "goto"]
        acts = [m for m in ready if m[0]["action"] != "goto"]
        chosen = acts if acts and (not gotos or rng.random() >= GOTO_SHARE) else gotos
        if not chosen:
            break
        move = rng.choice(chosen)
        try:
            perform(page, move, base_url, screens, MOVE_MS)
        except Exception:  # noqa: BLE001 - a move gold could not finish ends the walk before it
            break
        dom_changes.mark(page)
        # once gold's page is quiet and its document holds still it shows all the move will show (dom_changes.py),
        # on a busy machine too: an idle move needs no more wait
        if dom_changes.await_quiet(page, MOVE_MS):
            after = read_looks(page, pool.looks)
        else:  # a page that never held still: the looks once they changed and two reads agree, as a play reads them
            after = await_looks(page, pool.looks, before.__ne__, CHANGE_MS)
        if after != before:
            moves.append(move)
            seen.append(after)
        before = after
    return ({"id": walk_id, "start_screen": start, "moves": moves}, seen) if moves else None


class MoveFailed(Exception):
    """A play of a drawn walk could not make its move number `index` (0-based)."""

    def __init__(self, index: int) -> None:
        super().__init__(f"move {index + 1} could not be made")
        self.index = index


def play_looks(
    page: Any,
    client: AppClient,
    env: Environment,
    walk: dict[str, Any],
    looks: list[dict[str, Any]],
    base_url: str,
    drawn: list[list[Any]],
) -> tuple[list[list[Any]], list[str]]:
    """Every look's answer at the start screen and after each move, read once it shows what the draw saw there
    (`drawn`), or AWAIT_MS has passed; and the page's address at each of those moments."""
    screens: dict[str, Screen] = {s.id: s for s in env.contract.screens}
    reset(client, env)
    open_start(page, base_url, screens[walk["start_screen"]], MOVE_MS)
    seen, where = [await_drawn(page, looks, drawn[0])], [address(page, base_url)]
    for index, move in enumerate(walk["moves"]):
        try:
            perform(page, move, base_url, screens, MOVE_MS)
        except Exception as exc:  # noqa: BLE001 - Playwright's errors and timeouts alike
            raise MoveFailed(index) from exc
        seen.append(await_drawn(page, looks, drawn[index + 1]))
        where.append(address(page, base_url))
    return seen, where


def shows_something(value: Any) -> bool:
    return value not in (None, False, 0, [])


# Looks that show what the page holds (a text, an order, a count): rules about data fix them wherever the page is.
# A control's state and whether something is shown are also the page's own state, which a move that opens another
# page may keep or reset (an expanded section, an open form, when a list is opened again): no brief says which.
DATA_LOOKS = {"text", "order", "count"}


def record_ui_walk(
    walk: dict[str, Any], pool: UiPool, first: list[list[Any]], second: list[list[Any]], where: list[str] | None = None
) -> dict[str, Any]:
    """The walk with what both plays showed: per move the looks that came to show something, at the last move every
    look showing something, and a look a journey checks hidden where it went; after a move that opened another page
    (`where`, the address after each move), only what the page holds; where the plays differ, the look is free."""
    observed, free, rules = [], [], set()
    last = len(walk["moves"])
    for move in range(1, last + 1):
        opened = where is not None and where[move] != where[move - 1]
        shows = []
        for i, look in enumerate(pool.looks):
            value, before = first[move][i], first[move - 1][i]
            came = shows_something(value) and (value != before or move == last)
            went = value is False and before is True and look_key(look) in pool.hides
            if (not came and not went) or (opened and look["kind"] not in DATA_LOOKS):
                continue
            if value != second[move][i]:
                free.append(f"move {move}: {describe_look(look)} differs between two plays of gold")
                continue
            shows.append({"look": look, "value": value})
            rules |= pool.rules.get(look_key(look), set())
        if shows:
            observed.append({"move": move, "shows": shows})
    return {**walk, "observed": observed, "rules": sorted(rules), "free": free}


def generate_ui(client: AppClient, env: Environment, pool: UiPool, count: int, seed: int) -> list[dict[str, Any]]:
    """`count` walks drawn (a draw gold allows no move in is skipped), each recorded straight and through the proxy;
    every play on a fresh page with the clock frozen at the seed's."""
    from datetime import datetime

    from ..browser import PageGuard, browser_session, new_page
    from ..engine.evidence import close_quietly
    from ..equivalence import EquivalenceProxy, RouteTable

    now = datetime.fromisoformat(env.clock().replace("Z", "+00:00"))
    walks: list[dict[str, Any]] = []
    app = client.base_url.rstrip("/")
    with browser_session() as browser, EquivalenceProxy(app, RouteTable.from_environment(env)) as proxy:

        def on_page(base: str, run: Any, *args: Any, **kwargs: Any) -> Any:
            page = new_page(browser, now, PageGuard([base]), dom_changes.COUNT_DOM_CHANGES)
            try:
                return run(page, *args, **kwargs)
            finally:
                close_quietly(page)

        places = journey_places(client, env, app, functools.partial(on_page, app))
        for i in range(count):
            rng = random.Random(f"uiwalks|{seed}|{i}")
            walk_id = f"u{len(walks) + 1:03d}"
            found = on_page(app, draw_ui_walk, client, env, pool, places, app, rng, walk_id)
            while found is not None:
                drawn, seen = found
                try:
                    first, where = on_page(app, play_looks, client, env, drawn, pool.looks, app, seen)
                    second, _ = on_page(proxy.url, play_looks, client, env, drawn, pool.looks, proxy.url.rstrip("/"), seen)
                except MoveFailed as exc:  # a move that needed one the draw left out (it changed no look): end before it
                    found = ({**drawn, "moves": drawn["moves"][: exc.index]}, seen[: exc.index + 1]) if exc.index > 0 else None
                    continue
                walks.append(record_ui_walk(drawn, pool, first, second, where))
                break
    return walks
