"""A locator's `level`: a check can read the h1 "Favourites" and not the h2 of the same name below it."""

from __future__ import annotations

import pytest
from forgingground.generated.contract import Locator

from forgingground.browser import browser_session, new_page
from forgingground.engine.journeys import locate, page_snapshot, region_key

PAGE = "<!doctype html><main><h1>Favourites</h1><section><h2>Favourites</h2><p>two saved</p></section></main>"


@pytest.fixture(scope="module")
def page():
    with browser_session() as browser:
        p = new_page(browser, None)
        p.set_content(PAGE)
        yield p


def test_level_narrows_a_heading_to_its_rank(page) -> None:
    def count(**target: object) -> int:
        return locate(
            page, Locator.model_validate({"role": "heading", "name": "Favourites", "exact": True, **target}), first=False
        ).count()

    assert (count(), count(level=1), count(level=2), count(level=3)) == (2, 1, 1, 0)
    assert locate(page, Locator.model_validate({"role": "heading", "level": 2})).text_content() == "Favourites"


def test_a_page_check_reads_the_region_of_that_level_only(page) -> None:
    h1 = {"role": "heading", "name": "Favourites", "level": 1}
    h3 = {"role": "heading", "name": "Favourites", "level": 3}
    regions = page_snapshot(page, "about:blank", regions=[h1, h3])["regions"]
    assert (regions[region_key(h1)], regions[region_key(h3)]) == ("Favourites", None)
