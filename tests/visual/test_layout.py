"""Only text a person can see becomes a block: the capture reads computed style, not the DOM's words."""

from __future__ import annotations

import pytest

from forgingground.visual.layout import capture_screen

PAGE = """
<html><body style="margin:0;background:#ffffff;font:14px sans-serif">
<header><span>Shown banner</span></header>
<main>
  <p>Shown text</p>
  <div style="opacity:0"><p>Parent transparent</p></div>
  <div style="opacity:0.05"><div style="opacity:1"><p>Grandparent nearly transparent</p></div></div>
  <p style="visibility:hidden">Visibility hidden</p>
  <div style="display:none"><p>Display none</p></div>
  <p style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Screen-reader only</p>
  <p style="clip-path:inset(50%)">Clip path</p>
  <p style="position:absolute;left:-5000px">Off screen</p>
  <p style="color:#ffffff">White on white</p>
  <p style="color:rgba(0,0,0,0)">Transparent ink</p>
  <div style="background:#123456"><p style="color:#123457">Navy on navy</p></div>
  <div style="background:#123456"><p style="color:#ffffff">White on navy</p></div>
  <div style="height:20px;overflow:hidden"><p style="margin:0;height:20px">Scroller top</p><p style="margin:0">Scrolled away</p></div>
</main>
</body></html>
"""


@pytest.fixture(scope="module")
def captured() -> dict:
    from forgingground.browser import BrowserUnavailable, browser_session, new_page

    try:
        with browser_session() as browser:
            page = new_page(browser, None)
            page.set_content(PAGE)
            _, layout = capture_screen(page)
            page.context.close()
            return layout
    except BrowserUnavailable as exc:
        pytest.skip(str(exc))


def test_only_visible_text_is_captured(captured: dict) -> None:
    texts = {b["text"] for b in captured["blocks"]}
    assert texts == {"Shown banner", "Shown text", "White on navy", "Scroller top"}


def test_blocks_and_landmarks_record_their_background(captured: dict) -> None:
    by_text = {b["text"]: b for b in captured["blocks"]}
    assert by_text["White on navy"]["background"] == [18, 52, 86]
    assert by_text["Shown text"]["background"] == [255, 255, 255] and by_text["Shown text"]["region"] == "main"
    assert {m["region"] for m in captured["landmarks"]} == {"banner", "main"}
