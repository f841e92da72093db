"""expect_rows: a block lies level with exactly the rows of a scale that a rule names (a timed event beside the hours it
covers), a row counting when a quarter of its height lies level with the block; expect_count on the same page."""

from __future__ import annotations

import pytest
from forgingground.generated.contract import UiStep

from forgingground.browser import browser_session, new_page
from forgingground.engine.journeys import _act, holds_now, rows_level_with

ROW = 34  # px per hour, as a calendar might draw it; the engine knows nothing of it


def day(top: float, height: float) -> str:
    hours = "".join(f'<div style="height:{ROW}px">{h}:00</div>' for h in range(8, 12))
    return (
        "<!doctype html><style>body{margin:0} .grid{display:flex} .col{position:relative;width:200px}"
        ".ev{position:absolute;left:0;right:0;padding:2px;background:#39f}</style>"
        f'<div class="grid"><div role="rowheader">{hours}</div><div class="col">'
        f'<a class="ev" href="#" style="top:{top}px;height:{height}px">Review</a>'
        '<a class="ev" href="#" style="top:0;height:16px">Standup</a></div></div>'
    )


def step(*values: str) -> UiStep:
    return UiStep.model_validate(
        {
            "action": "expect_rows",
            "target": {"role": "link", "name": "Review"},
            "scale": {"role": "rowheader"},
            "values": list(values),
        }
    )


@pytest.fixture(scope="module")
def page():
    with browser_session() as browser:
        yield new_page(browser, None)


@pytest.mark.parametrize(
    ("top", "height", "rows"),
    [
        (ROW * 1, ROW * 1.5, ["9:00", "10:00"]),  # 9:00 to 10:30
        (ROW * 1.5, ROW * 0.25, ["9:00"]),  # 9:30 to 9:45, its padding reaching into 10:00 by a few pixels
        (0, ROW * 3, ["8:00", "9:00", "10:00"]),
        (ROW * 2.9, ROW, ["11:00"]),  # a tenth of 10:00 is not a quarter
        (ROW * 5, ROW, []),  # below the scale
    ],
)
def test_the_rows_a_block_lies_level_with(page, top: float, height: float, rows: list[str]) -> None:
    page.set_content(day(top, height))
    assert rows_level_with(page, step("x"), 5000) == rows


def test_the_step_passes_on_those_rows_and_fails_on_any_other_set(page) -> None:
    page.set_content(day(ROW, ROW * 1.5))
    _act(page, step("10:00", "9:00"), "", {}, 500, {})  # a set: any order
    assert holds_now(page, step("9:00", "10:00"))
    for wrong in (["9:00"], ["9:00", "10:00", "11:00"], ["8:00", "9:00"]):
        assert not holds_now(page, step(*wrong))
        with pytest.raises(AssertionError, match=r"lies level with the rows \['9:00', '10:00'\]"):
            _act(page, step(*wrong), "", {}, 300, {})


def test_a_block_placed_late_is_waited_for(page) -> None:
    """The step polls until its time runs out: a block the page moves into place after 200 ms passes."""
    page.set_content(day(ROW * 3, ROW))
    page.evaluate("setTimeout(() => { document.querySelector('.ev').style.top = '34px'; }, 200)")
    _act(page, step("9:00"), "", {}, 3000, {})


def test_expect_count_counts_every_match_not_the_first(page) -> None:
    page.set_content(day(ROW, ROW))
    count = {"action": "expect_count", "target": {"role": "link"}}
    _act(page, UiStep.model_validate(count | {"value": "2"}), "", {}, 500, {})
    assert holds_now(page, UiStep.model_validate(count | {"value": "2"}))
    assert not holds_now(page, UiStep.model_validate(count | {"value": "1"}))
    with pytest.raises(AssertionError):
        _act(page, UiStep.model_validate(count | {"value": "3"}), "", {}, 300, {})
