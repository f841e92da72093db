"""Settling after a step: the page's own count of its fetches holds a step back even when Playwright hears late."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from forgingground.browser import browser_session, new_page, settle
from tests.local_site import local_site

PAGE = b"""<!doctype html><button id=f>fetch</button><button id=x>xhr</button><p id=out>idle</p><script>
document.getElementById('f').onclick = async () => {
  const r = await fetch('/slow'); const body = await r.json(); document.getElementById('out').textContent = body.said;
};
document.getElementById('x').onclick = () => {
  const x = new XMLHttpRequest(); x.open('GET', '/slow');
  x.onload = () => { document.getElementById('out').textContent = JSON.parse(x.responseText).said + ' by xhr'; };
  x.send();
};
</script>"""


@pytest.fixture
def site() -> Iterator[str]:
    with local_site(PAGE, b'{"said": "done"}', 0.4) as origin:
        yield f"{origin}/"


@pytest.fixture
def page(site: str) -> Iterator[object]:
    with browser_session() as browser:
        page = new_page(browser, None)
        page.goto(site)
        # Playwright's request events stand in as if they had not reached Python yet (as on a loaded machine).
        page._fgb_inflight = set()
        yield page
        page.context.close()


@pytest.mark.parametrize(("button", "shown"), [("#f", "done"), ("#x", "done by xhr")])
def test_a_click_is_settled_only_once_its_request_is_answered_and_read(page, button: str, shown: str) -> None:
    page.click(button)
    assert settle(page, quiet_ms=25) is True
    assert page.inner_text("#out") == shown


def test_a_page_that_never_looks_quiet_is_given_up_on_in_time(page) -> None:
    page.evaluate("() => { window.__fgbBusy.n = 99; }")
    started = time.monotonic()
    assert settle(page, quiet_ms=25, timeout_ms=300) is False
    assert time.monotonic() - started < 2
