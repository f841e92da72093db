"""report.html in Chromium, opened from disk at 1280 and 390 px: it fits, filters and search work, no console errors."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from playwright.sync_api import expect

from forgingground.browser.launch import BrowserUnavailable, browser_session, new_page
from forgingground.engine.reports import write_reports
from forgingground.engine.runner import RunOptions, verify

PNG_1PX = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef"
    "0000000049454e44ae426082"
)


@pytest.fixture(scope="module")
def browser():
    try:
        with browser_session() as b:
            yield b
    except BrowserUnavailable as exc:
        pytest.skip(str(exc))


def failing_report(report: dict, folder: Path) -> dict:
    """The lying app's report, plus a failed journey with saved evidence and a failed screen with its diff image."""
    report = copy.deepcopy(report)
    (folder / "screens").mkdir(parents=True, exist_ok=True)
    for name in ("journeys/compose.png", "screens/inbox.diff.png"):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(PNG_1PX)
    report["journeys"] = [
        {
            "id": "compose",
            "outcome": "fail",
            "message": "step 2 (click 'Send'): no such button",
            "steps_done": 1,
            "evidence": {"screenshot": "journeys/compose.png", "aria_snapshot": "journeys/compose.aria.yml"},
        },
        {"id": "browse", "outcome": "pass", "message": "all 3 steps done", "steps_done": 3},
    ]
    report["screens"] = [{"id": "inbox", "score": 0.41, "dom": 0.3, "ssim": 0.6}]
    report["results"].insert(
        0,
        {
            "id": "visual.inbox",
            "level": "visual",
            "statement": "The inbox looks like the reference.",
            "op": "eval_visual_fidelity",
            "outcome": "fail",
            "message": "expected visual fidelity >= 0.65, got 0.410",
            "source": "screen inbox",
            "evidence": {"observed": {"score": 0.41, "images": {"diff": "screens/inbox.diff.png"}}},
        },
    )
    return report


def visible_rows(page) -> int:
    return page.locator("#asserts > tbody > tr:visible").count()


def open_report(browser, path: Path, width: int, errors: list[str]):
    page = new_page(browser, None)
    page.set_viewport_size({"width": width, "height": 800})
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    return page


def test_gold_and_failing_reports_in_chromium(browser, notes_env, notes_app, tmp_path) -> None:
    gold = verify(notes_env, notes_app("good"), RunOptions())
    failing = failing_report(verify(notes_env, notes_app("lying"), RunOptions()), tmp_path / "failing")
    paths = {
        "gold": write_reports(gold, tmp_path / "gold")["html"],
        "failing": write_reports(failing, tmp_path / "failing")["html"],
    }
    errors: list[str] = []
    for name, path in paths.items():
        for width in (1280, 390):
            page = open_report(browser, path, width, errors)
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"{name} at {width} px scrolls sideways by {overflow} px"
            page.screenshot(path=str(tmp_path / f"report-{name}-{width}.png"), full_page=True)
            page.context.close()
    assert errors == []
    assert len(list(tmp_path.glob("report-*.png"))) == 4

    page = open_report(browser, paths["failing"], 1280, errors)
    all_rows = visible_rows(page)
    failed = sum(r["outcome"] == "fail" for r in failing["results"])
    layers_not_run = {r["level"] for r in failing["results"] if r["outcome"] == "not_run"}
    ran = sum(r["outcome"] != "not_run" for r in failing["results"])
    assert all_rows == ran + len(layers_not_run), "not_run asserts collapse into one row per layer"
    page.click("button[data-filter=outcome][data-value=fail]")
    assert visible_rows(page) == failed
    page.click("button[data-filter=layer][data-value=leaf]")
    assert visible_rows(page) == sum(r["outcome"] == "fail" and r["level"] == "leaf" for r in failing["results"])
    page.click("button[data-filter=outcome][data-value=all]")
    page.click("button[data-filter=layer][data-value=all]")
    page.fill("#search", "leaf.notes.create.stored")
    assert visible_rows(page) == 1
    assert page.locator("#shown").inner_text() == f"1 of {all_rows} rows shown"
    page.fill("#search", "")
    assert visible_rows(page) == all_rows
    assert page.locator(".chain ol.timeline li.failed").count() >= 1, "the chain's judged exchange is highlighted"
    assert page.locator("img[src='screens/inbox.diff.png']").evaluate("i => i.naturalWidth") == 1, "the diff image loads"
    assert page.locator("img[src='journeys/compose.png']").is_visible()
    copy = page.locator(".chain button.copy").first
    copy.click()
    # The clipboard answers asynchronously: wait for the handler to mark the button (up to 5 s), never sample once.
    expect(copy).to_have_attribute("data-copied", "true", timeout=5000)
    page.screenshot(path=str(tmp_path / "report-failing-filtered.png"), full_page=True)
    page.context.close()
    assert errors == []
