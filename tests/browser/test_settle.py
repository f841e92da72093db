"""Settling after a step: the page's own count of its fetches holds a step back even when Playwright hears late."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from forgingground.browser import browser_session, new_page, settle

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


class Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (the http.server API)
        if self.path == "/slow":
            time.sleep(0.4)
            body, kind = b'{"said": "done"}', "application/json"
        else:
            body, kind = PAGE, "text/html"
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


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
