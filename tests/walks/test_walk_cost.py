"""What the walks bench tells a maintainer to set walks.json's count to, so walks stay under their share of a verify."""

from __future__ import annotations

from forgingground.bench import FIT_SHARE, _walks_that_fit


def test_the_count_that_fits_leaves_the_ui_walks_their_time_and_the_api_walks_the_rest() -> None:
    # a verify of 40 s without walks, UI walks 6 s, 80 API walks at 30 ms each: (0.26 * 40 - 6) / 0.03 = 146
    fit = _walks_that_fit(40.0, 6.0, 2.4, 80)
    assert fit == int((FIT_SHARE * 40.0 - 6.0) / 0.03)
    assert fit is not None and (fit * 0.03 + 6.0) / 40.0 <= FIT_SHARE < ((fit + 1) * 0.03 + 6.0) / 40.0


def test_no_api_walk_fits_when_the_ui_walks_alone_take_the_share() -> None:
    assert _walks_that_fit(20.0, 6.0, 2.0, 80) == 0


def test_without_api_walks_nothing_is_measured() -> None:
    assert _walks_that_fit(20.0, 3.0, 0.0, 0) is None
