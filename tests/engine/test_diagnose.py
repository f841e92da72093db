"""A failed step's message says what it looked for and what the page offered instead (from the aria snapshot)."""

from __future__ import annotations

from forgingground.generated.contract import UiStep

from forgingground.engine.diagnose import entries, explain

SNAPSHOT = """- banner:
  - heading "Mail" [level=1]
  - button "Write"
  - button "Refresh": R
- main:
  - text: To
  - textbox "To"
  - textbox "Search mail"
  - link "Inbox 3":
    - /url: /inbox
  - paragraph: Lunch on Friday?
"""


def step(**target) -> UiStep:
    return UiStep.model_validate({"action": "click", "target": target})


def test_entries_read_roles_names_and_text() -> None:
    assert ("button", "Write", "") in entries(SNAPSHOT)
    assert ("paragraph", "", "Lunch on Friday?") in entries(SNAPSHOT)
    assert not any(role == "url" for role, _, _ in entries(SNAPSHOT))


def test_a_missing_button_lists_the_buttons_there_are() -> None:
    assert (
        explain(step(role="button", name="Compose"), SNAPSHOT) == "no button named 'Compose'; buttons on the page: Write, Refresh"
    )


def test_a_present_target_is_not_explained_away() -> None:
    assert explain(step(role="button", name="Write"), SNAPSHOT) is None
    assert explain(step(role="link", name="Inbox"), SNAPSHOT) is None  # not exact: a substring matches, as in Playwright
    assert explain(step(role="link", name="Inbox", exact=True), SNAPSHOT) is not None


def test_missing_labels_placeholders_and_text_say_what_is_there() -> None:
    assert explain(step(label="Subject"), SNAPSHOT) == "no field labelled 'Subject'; fields on the page: To, Search mail"
    assert "fields on the page: To, Search mail" in explain(step(placeholder="Find"), SNAPSHOT)
    assert "it shows: Mail | Write | Refresh" in explain(step(text="Budget review"), SNAPSHOT)
    assert explain(step(text="Lunch on Friday"), SNAPSHOT) is None


def test_a_role_absent_from_the_page_says_so() -> None:
    assert explain(step(role="dialog", name="Compose"), SNAPSHOT) == "no dialog named 'Compose'; no dialogs on the page"
