"""Control states and list orders a rule fixes, judged in a journey (expect_state, expect_order), against the notes app
with a small UI (apps/notes_ui.py): the good page passes; a toggle that never shows itself pressed, or a list shown in
another order, stops the journey at the step, and the asserts citing that step's facets fail with the reason."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment

NOTES = Path(__file__).parents[1] / "fixtures" / "environments" / "notes"
RULE = "ui.new_note.saves"


LISTED = {"op": "eval_page_text", "params": {"contains": "Buy milk", "within": {"role": "list", "name": "Notes"}}}


def make_env(folder: Path, step: dict, check: dict = LISTED) -> object:
    """The notes fixture with one journey that ends on `step`; its one root assert (`check`) cites the facet's rule."""
    shutil.copytree(NOTES, folder)
    contract = json.loads((folder / "contract.json").read_text())
    contract["screens"] = [{"id": "list", "route": "/", "title": "Notes"}]
    contract["ui_flows"] = [
        {
            "id": "states",
            "title": "Pin, then read the list",
            "start_screen": "list",
            "steps": [{"action": "click", "target": {"role": "button", "name": "Pin"}}, step],
            "asserts": ["root.states.listed"],
        }
    ]
    (folder / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((folder / "asserts.json").read_text())
    asserts["asserts"] = [a for a in asserts["asserts"] if a["level"] != "root"] + [
        {
            "id": "root.states.listed",
            "level": "root",
            "statement": "the list shows the seed's notes",
            "rules": [RULE],
            "check": check,
        }
    ]
    (folder / "asserts.json").write_text(json.dumps(asserts))
    return load_environment(folder)


PRESSED = {"action": "expect_state", "target": {"role": "button", "name": "Pin"}, "value": "pressed", "facets": [f"{RULE}#pin"]}


@pytest.fixture(scope="module")
def app(notes_ui):
    """app(mode) -> base URL of notes_ui.py in that mode (each started once)."""
    return notes_ui


def judge(tmp: Path, url: str, step: dict, check: dict = LISTED) -> dict:
    env = make_env(tmp / "notes", step, check)
    report = verify(env, url, RunOptions(layers=("root",), budget_s=90, artifacts_dir=tmp / "out"))
    (journey,) = report["journeys"]
    listed = next(r for r in report["results"] if r["id"] == "root.states.listed")
    return {"journey": journey["outcome"], "assert": listed["outcome"], "message": listed["message"], "why": journey["message"]}


def order(values: list[str]) -> dict:
    return {"action": "expect_order", "target": {"role": "list", "name": "Notes"}, "values": values, "facets": [f"{RULE}#order"]}


def api_titles(url: str) -> list[str]:
    import httpx

    return [n["title"] for n in httpx.get(f"{url}/api/notes").json()["notes"]]


def test_a_pressed_toggle_and_a_list_in_order_pass(app, tmp_path: Path) -> None:
    assert judge(tmp_path / "a", app("good"), PRESSED) == judge(tmp_path / "a2", app("good"), PRESSED)
    assert judge(tmp_path / "b", app("good"), PRESSED)["journey"] == "pass"
    titles = api_titles(app("good"))
    found = judge(tmp_path / "c", app("good"), order(titles))
    assert (found["journey"], found["assert"]) == ("pass", "pass")


def test_a_toggle_that_never_shows_pressed_fails_the_asserts_citing_its_facet(app, tmp_path: Path) -> None:
    found = judge(tmp_path, app("stuck"), PRESSED)
    assert (found["journey"], found["assert"]) == ("fail", "fail")
    assert f"the step judging {RULE}#pin" in found["message"] and "expect_state" in found["message"]


def test_not_pressed_means_a_toggle_that_says_false_not_a_button_without_the_attribute(app, tmp_path: Path) -> None:
    """A toggle states both sides (aria-pressed "false" while not pressed): a plain button is neither pressed nor not."""
    not_pressed = PRESSED | {"value": "not_pressed"}
    found = judge(tmp_path / "a", app("stuck"), not_pressed)  # a toggle that stays aria-pressed="false"
    assert (found["journey"], found["assert"]) == ("pass", "pass"), found["why"]
    for state in ("not_pressed", "pressed"):
        found = judge(tmp_path / state, app("bare"), PRESSED | {"value": state})
        assert (found["journey"], found["assert"]) == ("fail", "fail"), state
        assert f"the step judging {RULE}#pin" in found["message"]


def test_a_list_shown_in_another_order_fails_the_asserts_citing_its_facet(app, tmp_path: Path) -> None:
    titles = api_titles(app("reversed"))
    found = judge(tmp_path, app("reversed"), order(titles))
    assert (found["journey"], found["assert"]) == ("fail", "fail")
    assert f"{RULE}#order" in found["message"]
    # the same list read without an order passes: the assert itself holds, only the order was broken
    unordered = judge(
        tmp_path / "x",
        app("reversed"),
        {"action": "expect_text", "target": {"role": "list", "name": "Notes"}, "value": titles[0]},
    )
    assert (unordered["journey"], unordered["assert"]) == ("pass", "pass")


def test_the_browser_tabs_title_is_judged_as_a_text_it_contains(app, tmp_path: Path) -> None:
    """expect_title: the document's title (the page's <title> is "Notes") contains the value, or the step fails."""
    step = {"action": "expect_title", "value": "Note", "facets": [f"{RULE}#pin"]}
    assert judge(tmp_path / "a", app("good"), step)["journey"] == "pass"
    found = judge(tmp_path / "b", app("good"), step | {"value": "Notes | Tasks"})
    assert (found["journey"], found["assert"]) == ("fail", "fail")
    assert "expect_title" in found["message"] and f"{RULE}#pin" in found["message"]


def test_an_assert_reads_the_title_of_the_page_the_journey_ends_on(app, tmp_path: Path) -> None:
    """eval_page_title: the last page's title (the notes page's is "Notes") contains the text, or the assert fails."""
    step = {"action": "expect_text", "target": {"role": "list", "name": "Notes"}, "value": "Buy milk"}
    title = {"op": "eval_page_title", "params": {"contains": "Notes"}}
    assert judge(tmp_path / "a", app("good"), step, title)["assert"] == "pass"
    found = judge(tmp_path / "b", app("good"), step, {"op": "eval_page_title", "params": {"contains": "Notes | Tasks"}})
    assert found["assert"] == "fail" and "all 2 steps done" in found["why"]  # every step ran; only the title is wrong
    assert found["message"] == "expected a page title containing 'Notes | Tasks', got 'Notes'"


def test_a_campaign_run_stops_at_the_first_failure_it_does_not_already_know(app, tmp_path: Path) -> None:
    """page_stop_after_failure: after a failed assert the remaining journeys are not run, unless the failure is known."""
    env = make_env(tmp_path / "notes", PRESSED)
    contract = json.loads((tmp_path / "notes" / "contract.json").read_text())
    second = {
        **contract["ui_flows"][0],
        "id": "again",
        "steps": contract["ui_flows"][0]["steps"][:1],
        "asserts": ["root.again.listed"],
    }
    contract["ui_flows"].append(second)
    (tmp_path / "notes" / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((tmp_path / "notes" / "asserts.json").read_text())
    asserts["asserts"].append({**asserts["asserts"][-1], "id": "root.again.listed"})
    (tmp_path / "notes" / "asserts.json").write_text(json.dumps(asserts))
    env = load_environment(tmp_path / "notes")

    def outcomes(stop: frozenset[str] | None) -> tuple[str, str]:
        options = RunOptions(layers=("root",), budget_s=90, page_stop_after_failure=stop)
        results = {r["id"]: r["outcome"] for r in verify(env, app("stuck"), options)["results"]}
        return results["root.states.listed"], results["root.again.listed"]

    assert outcomes(None) == ("fail", "pass"), "without the option every journey runs"
    assert outcomes(frozenset()) == ("fail", "not_run"), "one killer is enough"
    # What the gold app fails too (its assert and its journey, as ui_mutant.failures lists them) stops nothing.
    known = frozenset({"root.states.listed", "journey:states"})
    assert outcomes(known) == ("fail", "pass"), "a failure the gold app has too stops nothing"
    assert outcomes(frozenset({"root.states.listed"})) == ("fail", "not_run"), "its failed journey is a killer still"


def test_a_count_a_rule_fixes_is_judged_exactly(app, tmp_path: Path) -> None:
    """expect_count: the target matches exactly that many elements (one list item per note); one more or one fewer
    fails the step and the asserts citing its facet."""
    notes = len(api_titles(app("good")))

    def count(n: int) -> dict:
        return {"action": "expect_count", "target": {"role": "listitem"}, "value": str(n), "facets": [f"{RULE}#order"]}

    passed = judge(tmp_path / "a", app("good"), count(notes))
    assert passed["journey"] == "pass", passed["why"]
    for wrong in (notes - 1, notes + 1):
        found = judge(tmp_path / f"n{wrong}", app("good"), count(wrong))
        assert (found["journey"], found["assert"]) == ("fail", "fail")
        assert "expect_count" in found["message"] and f"{RULE}#order" in found["message"]


def test_a_count_step_must_name_a_whole_number_and_a_target(env_root: Path, edit_json) -> None:
    from forgingground.environment.validate import validate_environment

    good = {"action": "expect_count", "target": {"role": "listitem"}, "value": "3"}
    journey = {"id": "counted", "title": "Count the notes", "start_screen": "list", "steps": [good], "asserts": []}
    for bad in ({"value": "three"}, {"value": "-1"}, {"value": "03"}, {"target": None}, {"value": None}):
        step = {k: v for k, v in (good | bad).items() if v is not None}
        edit_json(
            "contract.json",
            lambda c, s=step: (
                c | {"screens": [{"id": "list", "route": "/", "title": "Notes"}], "ui_flows": [journey | {"steps": [s]}]}
            ),
        )
        problems = [str(p) for p in validate_environment(env_root, "notes")]
        assert any("/ui_flows/0/steps/0" in p for p in problems), (bad, problems)
    edit_json("contract.json", lambda c: c | {"ui_flows": [journey]})
    assert not [str(p) for p in validate_environment(env_root, "notes") if "/ui_flows/0/steps/0" in str(p)]
