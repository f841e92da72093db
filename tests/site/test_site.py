"""The documentation site: built strictly, served on localhost, checked in headless Chromium."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from html.parser import HTMLParser
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from forgingground.browser import browser_session, new_page, settle

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "build"
    subprocess.run([sys.executable, "-m", "forgingground", "docs-gen"], cwd=REPO, check=True, capture_output=True)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", "site/mkdocs.yml", "-d", str(out)],
        cwd=REPO,
        capture_output=True,
        text=True,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    return out


@pytest.fixture(scope="module")
def served(built: Path) -> Iterator[str]:
    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(built)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def page(served: str) -> Iterator[tuple[object, list[str]]]:
    requests: list[str] = []
    with browser_session() as browser:
        p = new_page(browser, None)
        p.on("request", lambda r: requests.append(r.url))
        yield p, requests
        p.context.close()


def images_loaded(p: object) -> list[int]:
    return p.evaluate("[...document.images].map(i => i.complete ? i.naturalWidth : 0)")  # type: ignore[attr-defined]


def test_home_renders_with_the_tree_figure(page, served) -> None:
    p, _ = page
    p.goto(served + "/index.html")
    settle(p)
    assert "ForgingGround-Bench" in p.title()
    assert p.locator("article h1").inner_text().startswith("ForgingGround-Bench")
    widths = images_loaded(p)
    assert widths and all(w > 0 for w in widths)


def test_environment_page_shows_screenshots_and_matrix(page, served) -> None:
    p, _ = page
    p.goto(served + "/environments/gmail.html")
    settle(p)
    widths = images_loaded(p)
    assert len(widths) >= 10 and all(w > 0 for w in widths), widths
    assert p.get_by_role("heading", name="Latest results").is_visible()
    assert "1.000 (" in p.locator("table").first.inner_text()
    p.goto(served + "/status/verify.html")
    settle(p)
    assert "mutants killed" in p.locator("body").inner_text()
    p.goto(served + "/status/results.html")
    settle(p)
    widths = images_loaded(p)
    assert len(widths) >= 3 and all(w > 0 for w in widths), "score bars and kill matrices render"


def test_search_finds_an_environment_by_name(page, served) -> None:
    p, _ = page
    p.goto(served + "/index.html")
    settle(p)
    p.keyboard.press("/")
    p.get_by_role("textbox", name="Search").press_sequentially("gmail", delay=30)  # Material listens for keys, not fill()
    result = p.locator(".md-search-result__item").first
    result.wait_for(timeout=10000)
    assert "gmail" in p.locator(".md-search-result").inner_text().lower()


def test_no_request_leaves_localhost(page, served) -> None:
    p, requests = page
    for path in ("/index.html", "/environments/gmail.html", "/status/results.html", "/reference/cli.html"):
        p.goto(served + path)
        settle(p)
    outside = [u for u in requests if urlsplit(u).hostname not in ("127.0.0.1", None) and not u.startswith("data:")]
    assert requests and outside == []


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if key in ("href", "src") and value:
                self.found.append(value)


def test_no_broken_internal_links(built: Path) -> None:
    broken = []
    for html in built.rglob("*.html"):
        parser = Links()
        parser.feed(html.read_text(errors="replace"))
        base = "file://" + str(html)
        for link in parser.found:
            if link.startswith(("http:", "https:", "mailto:", "data:", "#", "javascript:")):
                continue
            if link.startswith("/"):  # the 404 page links from the site root
                target = built / urlsplit(link).path.lstrip("/")
            else:
                target = Path(urlsplit(urljoin(base, link)).path)
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{html.relative_to(built)} -> {link}")
    assert broken == []
