"""The draw's quick idle check (walks/dom_changes.py): a page counts as quiet only once its fetches are read and its
document held still, and that is all it takes only because gold's front ends render without timers."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from forgingground.browser import browser_session, new_page
from forgingground.walks.dom_changes import COUNT_DOM_CHANGES, DOM_QUIET_MS, await_quiet, mark, quiet_for
from tests.local_site import local_site

ROOT = Path(__file__).resolve().parents[2]
TIMERS = re.compile(r"\b(setTimeout|setInterval|requestAnimationFrame|requestIdleCallback)\s*\(")
PAGE = b"""<!doctype html>
<button id="slow" onclick="fetch('/slow').then(r => r.json()).then(d => { out.textContent = d.text; })">Save</button>
<button id="idle">Nothing</button>
<button id="tick" onclick="setInterval(() => { out.dataset.n = String(Date.now()); }, 100)">Tick</button>
<a href="/other">Other</a>
<p id="out"></p>
"""
SLOW_S = 0.6


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    with local_site(PAGE, b'{"text": "Saved"}', SLOW_S) as origin:
        yield origin


@pytest.fixture()
def page(site: str) -> Iterator[Any]:
    with browser_session() as browser:
        page = new_page(browser, None, init_script=COUNT_DOM_CHANGES)
        page.goto(site + "/")
        yield page


def test_gold_front_ends_render_without_timers() -> None:
    """Were a gold page to render from a timer, its document could hold still before the render: the quick check
    would call that move idle and the draw would drop it."""
    scripts = sorted((ROOT / "ref_apps").glob("*/app/ui/*.js")) + sorted((ROOT / "ref_apps").glob("*/app/ui/*.html"))
    scripts += sorted((ROOT / "ref_apps" / "kit").rglob("*.js"))
    assert len(scripts) >= 20  # every gold app's front end is looked at
    timed = [f"{p.relative_to(ROOT)}: {m.group(1)}" for p in scripts for m in TIMERS.finditer(p.read_text(encoding="utf-8"))]
    assert timed == []


def test_a_move_waits_for_its_fetch_to_be_read_though_the_document_holds_still_meanwhile(page) -> None:
    page.click("#slow")
    mark(page)
    assert await_quiet(page, 5000)
    assert page.text_content("#out") == "Saved"  # the render that came with the slow answer


def test_a_move_that_changes_nothing_is_quiet_without_a_wait_for_a_change(page) -> None:
    assert await_quiet(page, 2000)
    page.click("#idle")
    mark(page)
    assert quiet_for(page) < DOM_QUIET_MS  # the page is given time to answer the click
    assert await_quiet(page, 1000)


def test_a_document_that_keeps_changing_is_never_quiet(page) -> None:
    page.click("#tick")
    mark(page)
    assert not await_quiet(page, 1000)


def test_a_page_being_replaced_is_not_quiet_until_the_new_document_held_still(page, site: str) -> None:
    assert await_quiet(page, 2000)
    page.click("a")
    mark(page)
    assert await_quiet(page, 5000)
    assert page.url == site + "/other"
    assert quiet_for(page) >= DOM_QUIET_MS


def test_a_page_without_the_counter_is_never_quiet(site: str) -> None:
    with browser_session() as browser:
        plain = new_page(browser, None)
        plain.goto(site + "/")
        assert quiet_for(plain) == 0.0
        assert not await_quiet(plain, 300)
