"""The UI walk draw on a real page: a move is available only where its first control can take it, and a look that
renders a moment after the page goes quiet is still seen as the move's effect (a busy machine must not drop it)."""

from __future__ import annotations

from typing import Any

import pytest

from forgingground.browser import browser_session, new_page
from forgingground.walks.ui_generate import available, await_drawn, await_looks, read_looks

PAGE = """<!doctype html>
<form aria-label="Passengers"><ul aria-label="Passenger"><li>Sam Lee</li></ul></form>
<label>Name <input id="name"></label>
<label>Seat class <select><option>Economy</option><option>First</option></select></label>
<div contenteditable="true" aria-label="Notes">a note</div>
<label>Colour <input type="text"></label>
<a href="#top">Here</a> <a href="/elsewhere">Away</a>
<button disabled>Book</button>
<button id="late" onclick="setTimeout(() => document.getElementById('out').textContent = 'Saved', 400)">Save</button>
<p id="out"></p>
"""


@pytest.fixture(scope="module")
def page() -> Any:
    with browser_session() as browser:
        page = new_page(browser, None)
        page.route("http://fgb.test/**", lambda route: route.fulfill(content_type="text/html", body=PAGE))
        page.goto("http://fgb.test/page")
        yield page


def move(action: str, target: dict[str, Any], submit: str = "Save") -> list[dict[str, Any]]:
    step = {"action": action, "target": target} | ({"value": "x"} if action in ("fill", "select") else {})
    return [step, {"action": "click", "target": {"role": "button", "name": submit}}]


@pytest.mark.parametrize(
    ("action", "target", "can"),
    [
        ("fill", {"label": "Name"}, True),
        ("fill", {"label": "Notes"}, True),  # contenteditable takes a fill
        ("fill", {"label": "Passengers", "exact": True}, False),  # the label names a form here
        ("select", {"label": "Seat class"}, True),
        ("select", {"label": "Colour"}, False),  # a text field, not a select
        ("select", {"label": "Passenger", "exact": True}, False),  # a list
        ("click", {"role": "button", "name": "Save"}, True),
        ("click", {"role": "link", "name": "Here"}, False),  # a link to the page already open
        ("click", {"role": "link", "name": "Away"}, True),
        ("click", {"role": "button", "name": "Nowhere"}, False),
    ],
)
def test_a_move_is_available_only_where_its_first_control_can_take_it(page, action, target, can) -> None:
    assert available(page, move(action, target), {}, "http://fgb.test") is can


def test_a_form_move_needs_its_submit_shown_though_not_yet_enabled(page) -> None:
    assert available(page, move("fill", {"label": "Name"}, "Book"), {}, "http://fgb.test")  # enabled once filled
    assert not available(page, move("fill", {"label": "Name"}, "Find a table"), {}, "http://fgb.test")  # not here


def test_a_look_that_renders_after_the_page_is_quiet_is_still_the_moves_effect(page) -> None:
    looks = [{"kind": "text", "target": {"role": "paragraph"}, "text": "Saved"}, {"kind": "text", "text": "Sam Lee"}]
    before = await_looks(page, looks, lambda _: True, 1500)
    assert before == [None, True] or before == [False, True], before
    page.get_by_role("button", name="Save").click()
    read_at_once = await_looks(page, looks, lambda _: True, 1500)  # what the draw read before it waited for a change
    assert read_at_once == before
    after = await_looks(page, looks, lambda reads: reads != before, 1500)
    assert after == [True, True]


def test_a_play_reads_at_once_what_the_draw_saw_and_waits_for_a_late_render_of_it(page) -> None:
    page.reload()
    looks = [{"kind": "text", "target": {"role": "paragraph"}, "text": "Saved"}]
    start = await_looks(page, looks, lambda _: True, 1500)
    assert await_drawn(page, looks, start) == start
    page.get_by_role("button", name="Save").click()  # "Saved" shows 0.4 s later
    assert read_looks(page, looks) == start  # not yet
    assert await_drawn(page, looks, [True]) == [True]
