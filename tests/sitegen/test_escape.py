"""Environment text renders as text on the site: every placeholder a screen names (`Open <title>`) is visible on
its environment's pages, and no page holds an element its source did not mean."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest

from forgingground.environment import list_environments
from forgingground.sitegen.envpage import environment_page
from forgingground.sitegen.escape import escape_document, unintended_html

REPO = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"<[a-z][a-z _-]*>")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def rendered_text(page: str) -> str:
    parser = _Text()
    parser.feed(markdown.markdown(page, extensions=["tables", "attr_list", "md_in_html", "pymdownx.superfences"]))
    return " ".join("".join(parser.parts).split())


def test_a_placeholder_outside_code_is_shown_and_code_is_left_alone() -> None:
    doc = "Click `Open <title>` or Save <address> and <title>Oops\n```\n<b>kept</b>\n```\n"
    escaped = escape_document(doc)
    assert "`Open <title>`" in escaped and "Save &lt;address>" in escaped and "&lt;title>Oops" in escaped
    assert "<b>kept</b>" in escaped
    assert unintended_html(escaped) == [] and unintended_html(doc) == ["address", "title"]
    assert "Save <address> and <title>Oops" in rendered_text(escaped)


@pytest.mark.parametrize("name", list_environments(REPO))
def test_every_placeholder_a_screen_names_is_visible_on_the_environment_pages(name: str, tmp_path: Path) -> None:
    env_dir = REPO / "environments" / name
    contract = json.loads((env_dir / "contract.json").read_text())
    placeholders = {
        p for s in contract.get("screens", []) for c in s.get("components", []) for p in PLACEHOLDER.findall(c["name"])
    }
    page = environment_page(REPO, name, tmp_path, "")
    spec = escape_document((env_dir / "document.md").read_text())
    assert unintended_html(page) == [] and unintended_html(spec) == []
    shown = rendered_text(page)
    missing = sorted(p for p in placeholders if p not in shown)
    assert missing == [], f"placeholders swallowed as elements on {name}'s page: {missing}"


def test_docs_gen_names_a_page_that_would_render_raw_html(tmp_path: Path) -> None:
    from forgingground.sitegen.generate import broken_pages

    good, bad = tmp_path / "good.md", tmp_path / "pages" / "bad.md"
    bad.parent.mkdir()
    good.write_text("---\ntitle: x\n---\n\n# Fine\n\nSave &lt;address>\n")
    bad.write_text("---\ntitle: y\n---\n\n# Broken\n\nOpen <title> swallows the rest\n")
    problems = broken_pages([good, bad.parent])
    assert len(problems) == 1 and str(bad) in problems[0] and "<title>" in problems[0]
