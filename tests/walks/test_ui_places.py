"""A UI walk makes a move only on a page where a journey makes it: the brief states a control where a journey uses it,
not on every page where gold happens to show it (opentable's restaurant link on My reservations)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from forgingground.generated.contract import Screen

from forgingground.browser import PageGuard, browser_session, new_page
from forgingground.engine.app_process import AppProcess
from forgingground.engine.app_store import sqlite_database
from forgingground.engine.http import AppClient, Deadline, Limits
from forgingground.environment import load_environment
from forgingground.gold import gold_command
from forgingground.walks.ui_places import journey_places, made_here, place_of
from forgingground.walks.ui_pool import cut_moves, move_key, moves_of

REPO = Path(__file__).resolve().parents[2]
SCREENS = [
    Screen(id="home", route="/", title="Home"),
    Screen(id="one", route="/r/{restaurant}", title="One"),
    Screen(id="new", route="/r/new", title="New"),
    Screen(id="mine", route="/reservations/", title="Mine"),
]


@pytest.mark.parametrize(
    ("path", "place"),
    [
        ("/", "/"),
        ("/r/sakura-house", "/r/{restaurant}"),  # any restaurant's page is one place
        ("/r/new", "/r/new"),  # a route without placeholders before one with
        ("/reservations", "/reservations/"),  # a trailing slash either side
        ("/r/sakura-house/", "/r/{restaurant}"),
        ("/r/a/b", "/r/a/b"),  # no screen's route: the path itself
    ],
)
def test_a_place_is_the_route_of_the_screen_the_path_matches(path, place) -> None:
    assert place_of(path, SCREENS) == place


def test_each_move_starts_at_its_first_step_and_checks_belong_to_none() -> None:
    name = {"action": "fill", "target": {"label": "Name"}, "value": "Ana"}
    save = {"action": "click", "target": {"role": "button", "name": "Save"}}
    steps = [
        {"action": "expect_visible", "target": {"text": "Hi"}},
        name,
        {"action": "press"},
        {"action": "expect_text", "value": "Ana"},
        {"action": "goto", "screen": "home"},
        {"action": "goto", "value": "/r/${id}"},  # made by the journey's setup: no move
        save,
    ]
    assert cut_moves(steps) == [(1, [name, {"action": "press"}]), (4, [steps[4]]), (6, [save])]
    assert moves_of(steps) == [move for _, move in cut_moves(steps)]


def test_a_move_is_made_only_where_a_journey_makes_it_and_a_goto_anywhere() -> None:
    link = [{"action": "click", "target": {"role": "link", "name": "Sakura House"}}]
    places = {move_key(link): {"/"}}
    assert made_here(link, places, "/") and not made_here(link, places, "/reservations")
    assert made_here([{"action": "goto", "screen": "mine"}], places, "/reservations")
    assert not made_here([{"action": "click", "target": {"role": "button", "name": "Other"}}], places, "/")


def test_opentables_journeys_click_a_restaurant_link_on_the_search_page_though_gold_shows_it_on_my_reservations(
    tmp_path: Path,
) -> None:
    env = load_environment(REPO / "environments" / "opentable")
    link = [{"action": "click", "target": {"role": "link", "name": "Sakura House", "exact": True}}]
    with (
        sqlite_database() as db,
        AppProcess(gold_command(REPO, "opentable"), tmp_path / "gold.log", env={"DATABASE_URL": db}, cwd=REPO) as app,
        browser_session() as browser,
    ):
        base = app.url.rstrip("/")
        now = datetime.fromisoformat(env.clock().replace("Z", "+00:00"))  # the seed's clock, as generation has it

        def on_page(run, *args, **kwargs):
            page = new_page(browser, now, PageGuard([base]))
            try:
                return run(page, *args, **kwargs)
            finally:
                page.context.close()

        places = journey_places(AppClient(base, Limits(), Deadline(120)), env, base, on_page)
        page = new_page(browser, now, PageGuard([base]))
        page.goto(base + "/reservations")
        shown = page.get_by_role("link", name="Sakura House", exact=True).first
        shown.wait_for(state="visible", timeout=15000)  # gold shows it on My reservations, where no journey uses it
    assert places[move_key(link)] == {"/"}
    assert all(place in {s.route for s in env.contract.screens} for moves in places.values() for place in moves)


def test_journeys_played_only_up_to_their_last_placed_move_place_every_move_as_whole_plays_do(tmp_path: Path) -> None:
    from forgingground.engine.journeys import run_flow
    from forgingground.engine.steps import run_steps
    from forgingground.engine.transforms import TRANSFORMS
    from forgingground.walks.run import reset
    from forgingground.walks.ui_places import address
    from forgingground.walks.ui_pool import cut_moves, walk_step

    env = load_environment(REPO / "environments" / "opentable")
    screens = {s.id: s for s in env.contract.screens}
    with (
        sqlite_database() as db,
        AppProcess(gold_command(REPO, "opentable"), tmp_path / "gold.log", env={"DATABASE_URL": db}, cwd=REPO) as app,
        browser_session() as browser,
    ):
        base = app.url.rstrip("/")
        client = AppClient(base, Limits(), Deadline(300))
        now = datetime.fromisoformat(env.clock().replace("Z", "+00:00"))
        played: list[int] = []

        def on_page(run, *args, **kwargs):
            page = new_page(browser, now, PageGuard([base]))
            played.append(1)
            try:
                return run(page, *args, **kwargs)
            finally:
                page.context.close()

        places = journey_places(client, env, base, on_page)
        placing = len(played)
        whole: dict[str, set[str]] = {}  # every journey played to its end, a place noted before every action
        for flow in env.contract.ui_flows:
            reset(client, env)
            variables = run_steps(client, flow.setup, env.endpoint_by_id(), TRANSFORMS)[1] if flow.setup else {}
            at: dict[int, str] = {}

            def note(page, index, at=at):
                at[index] = place_of(address(page, base), list(screens.values()))

            assert on_page(run_flow, flow, base, screens, before_action=note, variables=variables).ok, flow.id
            for first, move in cut_moves([walk_step(s) for s in flow.steps]):
                if move[0]["action"] != "goto":
                    whole.setdefault(move_key(move), set()).add(at[first])
    assert places == whole and places
    makes = [
        f for f in env.contract.ui_flows if any(m[0]["action"] != "goto" for _, m in cut_moves([walk_step(s) for s in f.steps]))
    ]
    assert placing == len(makes)  # a journey that makes only gotos (placed anywhere) is not played
