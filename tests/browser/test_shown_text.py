"""expect_order and a walk's order look read what a person sees: a closed drop-down shows its chosen option, not every
option it offers (a gmail conversation without the Work label offers Work in its Apply label select)."""

from __future__ import annotations

import pytest
from forgingground.generated.contract import UiStep

from forgingground.browser import browser_session, new_page
from forgingground.engine.journeys import _act, holds_now
from forgingground.engine.ui_looks import await_look

OFFERED = (
    '<main><button>Back to inbox</button><select aria-label="Apply label"><option value="">Apply label</option>'
    "<option>Family</option><option>Work</option></select></main>"
)
CHOSEN = OFFERED.replace("<option>Work</option>", "<option selected>Work</option>")
LISTBOX = OFFERED.replace("<select ", '<select size="3" ')


def order(*values: str) -> UiStep:
    return UiStep.model_validate({"action": "expect_order", "target": {"role": "main"}, "values": list(values)})


@pytest.fixture(scope="module")
def page():
    with browser_session() as browser:
        yield new_page(browser, None)


@pytest.mark.parametrize(
    ("html", "seen"),
    [
        (OFFERED, ["Back to inbox"]),  # Work is only offered
        (CHOSEN, ["Back to inbox", "Work"]),  # Work is chosen: the select shows it
        (LISTBOX, ["Back to inbox", "Work"]),  # a list box shows every option
    ],
)
def test_an_order_look_sees_only_what_a_closed_drop_down_shows(page, html: str, seen: list[str]) -> None:
    """Awaited (as a walk awaits another app's answer), so a loaded machine's slow read is no verdict: the old engine
    kept answering ["Back to inbox", "Work"] for the offered label until the time ran out."""
    page.set_content(html)
    look = {"kind": "order", "target": {"role": "main"}, "values": ["Work", "Back to inbox"]}
    assert await_look(page, look, seen, 10_000) == seen


def test_expect_order_fails_on_a_label_only_offered_and_passes_once_it_is_chosen(page) -> None:
    page.set_content(OFFERED)
    assert not holds_now(page, order("Back to inbox", "Work"))
    with pytest.raises(AssertionError, match="does not show"):
        _act(page, order("Back to inbox", "Work"), "", {}, 1000, {})
    page.set_content(CHOSEN)
    _act(page, order("Back to inbox", "Work"), "", {}, 10_000, {})
