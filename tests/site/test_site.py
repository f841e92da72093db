"""The documentation site: built strictly, served on localhost, crawled in headless Chromium at 1280 and 390 px."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
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
        p.set_default_timeout(30000)  # a static site on a shared, loaded machine: generous, never a timing assumption
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
    p.goto(served + "/status/results-gmail.html")
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


class Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        src = dict(attrs).get("src")
        if tag == "img" and src:
            self.found.append(src)


def test_every_image_of_every_page_is_a_picture_the_build_holds(built: Path) -> None:
    """Read from the files, for every page: the browser crawl below visits one page of each kind, and the per-environment
    pages differ in their pictures (a missing or truncated screenshot, an image fetched from elsewhere)."""
    from PIL import Image

    bad: list[str] = []
    seen = 0
    for html in sorted(built.rglob("*.html")):
        parser = Images()
        parser.feed(html.read_text(errors="replace"))
        for src in parser.found:
            if src.startswith("data:"):
                continue
            if src.startswith(("http:", "https:", "//")):
                bad.append(f"{html.relative_to(built)}: image from elsewhere {src}")
                continue
            target = (
                built / urlsplit(src).path.lstrip("/")
                if src.startswith("/")
                else Path(urlsplit(urljoin("file://" + str(html), src)).path)
            )
            if target.suffix.lower() == ".svg":
                ok = target.is_file() and b"<svg" in target.read_bytes()[:4096]
            else:
                try:
                    with Image.open(target) as image:
                        image.load()  # decodes every pixel: a truncated file fails here, not only a missing one
                    ok = True
                except (OSError, ValueError):
                    ok = False
            seen += 1
            if not ok:
                bad.append(f"{html.relative_to(built)}: image {src} is missing or not a picture")
    assert seen > 100 and bad == []


# The tallest page a reader scrolls at 1280 px: an environment page with its screenshots is about 20,000 px; a brief
# is split in two (its generated security rules on a page of their own: gitlab's whole brief read 30,376 px); the
# Results page with every kill matrix inline was 85,000.
TALLEST_PAGE_PX = 30_000
WIDTHS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Screenshots the crawl takes, kept under the test's tmp folder for a person to look at."""
    return tmp_path_factory.mktemp("screenshots")


def one_per_template(pages: list[str], size: Callable[[str], int] | None = None) -> list[str]:
    """A page of each kind: the per-environment pages (environment, specification, results, calibration) are one
    template each, so one stands for them all (the largest by size, the tallest to scroll; without sizes gmail's);
    every other page is its own."""
    envs = sorted((p.name for p in (REPO / "environments").iterdir() if (p / "contract.json").is_file()), key=len, reverse=True)
    weight = size or (lambda rel: int("gmail" in rel))
    kinds: dict[str, str] = {}
    for rel in pages:
        kind = rel
        for env in envs:
            kind = kind.replace(env, "{env}")
        if kind not in kinds or weight(rel) > weight(kinds[kind]):
            kinds[kind] = rel
    return sorted(kinds.values())


def test_one_per_template_keeps_each_kind_once() -> None:
    pages = ["index.html", "environments/gmail.html", "environments/google-tasks.html", "status/results-gmail.html"]
    pages += ["environments/gmail-spec.html", "environments/trello-spec.html", "status/results-trello.html"]
    assert one_per_template(pages) == [
        "environments/gmail-spec.html",
        "environments/gmail.html",
        "index.html",
        "status/results-gmail.html",
    ]
    sizes = {"environments/google-tasks.html": 9, "environments/gmail.html": 5}
    assert "environments/google-tasks.html" in one_per_template(pages, lambda rel: sizes.get(rel, 0))


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_every_page_loads_its_images_without_console_errors(page, served, built: Path, shots: Path, width: str) -> None:
    """One page of each kind at 1280 and 390 px: the scripts and styles are a template's (every page's images are
    read from the files above; the crawl of all 100 pages took two minutes of CI)."""
    p, _ = page
    errors: list[str] = []
    on_console = lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None  # noqa: E731
    on_error = lambda e: errors.append(f"page error: {e}")  # noqa: E731
    p.on("console", on_console)
    p.on("pageerror", on_error)
    p.set_viewport_size(WIDTHS[width])
    pages = sorted(str(h.relative_to(built)) for h in built.rglob("*.html") if h.name != "404.html")
    assert {"integration-gap.html", "environments/gmail.html", "status/results.html", "status/calibration.html"} <= set(pages)
    assert {"status/calibration-gmail.html", "status/results-gmail.html"} <= set(pages)
    pages = one_per_template(pages, lambda rel: (built / rel).stat().st_size)
    broken: list[str] = []
    try:
        for rel in pages:
            errors.clear()
            p.goto(f"{served}/{rel}", wait_until="load")
            settle(p)
            missing = p.evaluate("[...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)")
            broken += [f"{rel}: image {src}" for src in missing] + [f"{rel}: {e}" for e in errors]
            tall = p.evaluate("document.documentElement.scrollHeight")
            if width == "desktop" and tall > TALLEST_PAGE_PX:
                broken.append(f"{rel}: {tall} px tall at 1280 px (split it into per-environment pages)")
            p.screenshot(path=str(shots / f"{width}-{rel.replace('/', '_')}.png"))
    finally:
        p.remove_listener("console", on_console)
        p.remove_listener("pageerror", on_error)
        p.set_viewport_size(WIDTHS["desktop"])
    assert broken == []
    assert len(list(shots.glob(f"{width}-*.png"))) == len(pages)


def test_environment_pages_are_in_the_navigation_with_edit_and_repository_links(page, served) -> None:
    p, _ = page
    p.goto(served + "/index.html")
    settle(p)
    nav = p.locator("nav.md-nav--primary a.md-nav__link[href]").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    for env in ("gmail", "airbnb", "google-calendar"):
        assert f"environments/{env}.html" in nav
    assert "integration-gap.html" in nav
    assert p.locator("a.md-source").first.get_attribute("href").startswith("https://")
    assert p.get_by_text("@software{forgingground_bench,").count() == 1, "BibTeX block on the home page"
    p.goto(served + "/environments/gmail.html")
    settle(p)
    assert p.locator("a[rel=edit]").get_attribute("href").endswith("/edit/main/environments/gmail/contract.json")
    assert "Environment version" in p.locator("article").inner_text()


def test_code_blocks_have_a_copy_button(page, served, shots: Path) -> None:
    p, _ = page
    p.goto(served + "/guides/quickstart.html")
    settle(p)
    p.locator("pre > code").first.hover()
    button = p.locator("button[data-md-type=copy]").first  # Material's copy button (content.code.copy)
    button.wait_for(state="attached")
    assert p.locator("button[data-md-type=copy]").count() == p.locator(".highlight pre > code").count() > 0
    assert button.get_attribute("title") == "Copy to clipboard"
    p.screenshot(path=str(shots / "feature-copy-button.png"))


def test_the_light_dark_toggle_switches_the_scheme(page, served, shots: Path) -> None:
    p, _ = page
    p.goto(served + "/status/results.html")
    settle(p)
    assert p.evaluate("document.body.getAttribute('data-md-color-scheme')") == "default"
    p.locator("label.md-header__button[title='Switch to dark mode']").click()
    p.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate'")
    p.screenshot(path=str(shots / "feature-dark-mode.png"))
    p.locator("label.md-header__button[title='Switch to light mode']").click()
    p.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'default'")


def test_a_reference_screenshot_opens_full_size_and_closes(page, served, shots: Path) -> None:
    p, _ = page
    p.goto(served + "/environments/gmail.html")
    settle(p)
    thumb = p.locator("article a > img").first
    shown = thumb.evaluate("i => i.getBoundingClientRect().width")
    thumb.click()
    big = p.locator(".fgb-zoom img")
    big.wait_for(state="visible")
    p.wait_for_function("document.querySelector('.fgb-zoom img').naturalWidth > 0")
    assert big.evaluate("i => i.naturalWidth") == 1280 and big.evaluate("i => i.getBoundingClientRect().width") > shown
    assert p.url.endswith("/environments/gmail.html"), "the page stays; the image opens over it"
    p.screenshot(path=str(shots / "feature-zoom.png"))
    p.keyboard.press("Escape")
    assert p.locator(".fgb-zoom").count() == 0


@pytest.mark.parametrize("path", ["/status/verify.html", "/environments/gmail.html", "/status/results.html", "/leaderboard.html"])
def test_the_integration_gap_column_is_in_view_at_1280(page, served, shots: Path, path: str) -> None:
    p, _ = page
    p.goto(served + path)
    settle(p)
    header = p.locator("article table th", has_text="integration gap").first
    # Scroll the page down to the table, never the table sideways: the column must be in view as the page opens.
    header.evaluate("th => window.scrollTo(0, th.getBoundingClientRect().top + window.scrollY - 100)")
    seen = header.evaluate(
        """th => { const wrap = th.closest('.md-typeset__scrollwrap'), r = th.getBoundingClientRect(),
                   w = wrap.getBoundingClientRect();
                   return {left: r.left, right: r.right, wrapRight: w.right, scrolled: wrap.scrollLeft}; }"""
    )
    assert seen["scrolled"] == 0 and 0 <= seen["left"] and seen["right"] <= min(seen["wrapRight"], 1280) + 1, seen
    p.screenshot(path=str(shots / f"feature-gap-column{path.replace('/', '_')}.png"))


def test_every_leaderboard_column_is_in_view_at_1280(page, served) -> None:
    p, _ = page
    p.goto(served + "/leaderboard.html")
    settle(p)
    tables = p.locator("article table[data-sortable]")
    assert tables.first.locator("th").all_text_contents()[:5] == ["# agent", "overall", "integration gap", "pass@1", "pass^k"]
    for index in range(2):  # the scores, then who ran what
        heads = (
            tables.nth(index)
            .locator("th")
            .evaluate_all("ths => ths.map(th => [th.textContent, th.getBoundingClientRect().right])")
        )
        assert all(right <= 1280 for _, right in heads), heads


def test_the_leaderboard_is_usable_at_390(page, served) -> None:
    """On a phone the page never scrolls sideways; each table scrolls inside its frame, the agent's name pinned."""
    p, _ = page
    p.set_viewport_size(WIDTHS["phone"])
    p.goto(served + "/leaderboard.html")
    settle(p)
    assert p.evaluate("document.documentElement.scrollWidth") <= 390
    for index in range(2):  # the scores, then who ran what
        table = p.locator("article table[data-sortable]").nth(index)
        table.scroll_into_view_if_needed()
        seen = table.evaluate(
            """t => { let box = t;  // the element that scrolls sideways: the table or one of its frames
                      while (box && box.scrollWidth <= box.clientWidth + 1) box = box.parentElement;
                      if (!box || box === document.documentElement || box === document.body) return {box: null};
                      box.scrollLeft = box.scrollWidth;
                      const name = t.tBodies[0].rows[0].cells[0].getBoundingClientRect();
                      const cells = t.tHead.rows[0].cells, last = cells[cells.length - 1].getBoundingClientRect();
                      return {box: box.className || box.tagName, nameLeft: name.left, nameRight: name.right,
                              lastRight: last.right, frameRight: box.getBoundingClientRect().right}; }"""
        )
        if seen["box"] is None:
            continue  # the whole table fits
        assert seen["nameLeft"] >= 0 and seen["nameRight"] <= 390, seen  # the agent stays in view, pinned left
        assert seen["lastRight"] <= seen["frameRight"] + 1, seen  # and the last column can be scrolled to


def test_results_show_the_summary_and_calibration_shows_the_perturbed_screens(page, served) -> None:
    p, _ = page
    p.goto(served + "/status/results.html")
    settle(p)
    assert p.locator("img[src='summary.svg']").count() == 1
    p.locator("article table").first.get_by_role("link", name="trello", exact=True).click()
    settle(p)
    assert p.url.endswith("/status/results-trello.html")
    toc = p.locator(".md-sidebar--secondary nav.md-nav--secondary").inner_text()
    assert "Mutant kill matrix" in toc and "Gold app and empty app per layer" in toc
    widths = images_loaded(p)
    assert len(widths) >= 3 and all(w > 0 for w in widths), "score bars and the kill matrix render"
    assert p.locator("img[src='trello-kill-matrix.svg']").count() == 1
    p.go_back()
    settle(p)
    p.goto(served + "/status/calibration.html")
    settle(p)
    p.get_by_role("link", name="gmail", exact=True).first.click()
    settle(p)
    assert p.url.endswith("/status/calibration-gmail.html")
    assert p.locator(".fgb-shot img").count() >= 8
    assert p.locator(".fgb-shot figcaption", has_text="empty_page").first.is_visible()


class _BodyText(HTMLParser):
    """The text of a built page's article, and the elements in it."""

    def __init__(self) -> None:
        super().__init__()
        self.depth, self.text, self.tags = 0, [], set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "article" or self.depth:
            self.depth += 1
            self.tags.add(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.text.append(data)


def test_every_placeholder_a_screen_names_shows_as_text_on_the_built_site(built: Path) -> None:
    """`Open <title>` must read as text on the environment page and its spec, never become an element."""
    import json
    import re

    placeholder = re.compile(r"<[a-z][a-z _-]*>")
    missing, stray = [], []
    for contract_file in sorted((REPO / "environments").glob("*/contract.json")):
        name = contract_file.parent.name
        contract = json.loads(contract_file.read_text())
        wanted = {p for s in contract.get("screens", []) for c in s.get("components", []) for p in placeholder.findall(c["name"])}
        for page in (built / "environments" / f"{name}.html", built / "environments" / f"{name}-spec.html"):
            body = _BodyText()
            body.feed(page.read_text(encoding="utf-8"))
            text = " ".join("".join(body.text).split())
            missing += [f"{page.relative_to(built)}: {p}" for p in wanted if page.stem == name and p not in text]
            stray += [f"{page.relative_to(built)}: <{t}>" for t in body.tags & {w.strip("<>") for w in wanted}]
    assert missing == [] and stray == [], (missing[:10], stray[:10])


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_the_home_page_leads_to_build_mode_the_leaderboard_and_authoring_in_its_first_screen(
    page, served, shots: Path, width: str
) -> None:
    p, _ = page
    p.set_viewport_size(WIDTHS[width])
    try:
        p.goto(served + "/index.html")
        settle(p)
        article = p.locator("article")
        for name, href in (
            ("Evaluate your app-building agent", "guides/evaluate-agents.html"),
            ("The leaderboard", "leaderboard.html"),
            ("Author an environment", "guides/authoring.html"),
        ):
            link = article.get_by_role("link", name=name, exact=True)
            assert link.get_attribute("href") == href
            box = link.bounding_box()
            assert box and box["y"] + box["height"] <= WIDTHS[width]["height"] and box["x"] >= 0, (name, box)
            assert box["x"] + box["width"] <= WIDTHS[width]["width"], (name, box)
        p.screenshot(path=str(shots / f"feature-start-here-{width}.png"))
        p.get_by_role("link", name="The leaderboard", exact=True).click()
        settle(p)
        assert p.url.endswith("/leaderboard.html") and p.get_by_role("heading", name="Leaderboard").is_visible()
    finally:
        p.set_viewport_size(WIDTHS["desktop"])
