"""The vacuity check: asserts that already hold before their action are named; the real verdicts are untouched.

Chains run against the notes app, journeys against the browser-pages app; both with RunOptions(vacuity=True),
as gold runs do. Page checks read the text inside a region (`within`), not the whole page.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from tests.hostile_apps.apps import browser_env

SCORE_SCHEMA = json.loads((Path(__file__).parents[2] / "schemas" / "score.schema.json").read_text())
NOTES = Path(__file__).parents[1] / "fixtures" / "environments" / "notes"

CHAIN_ASSERTS = {
    # the seeded note n2 (tag work) is listed before and after the create: proves nothing about the create
    "mid.v.seed_listed": ("eval_jmespath", {"step": "list", "expr": "notes[].id", "contains": "n2"}, False),
    # the same, declared an invariant: not judged by the vacuity check
    "mid.v.seed_kept": ("eval_jmespath", {"step": "list", "expr": "notes[].id", "contains": "n2"}, True),
    # the stored seed row: holds before the chain
    "mid.v.seed_row": ("eval_row_exists", {"table": "notes", "where": {"id": "n1"}}, False),
    # the new note's row and its place in the list only exist after the create
    "mid.v.new_row": ("eval_row_exists", {"table": "notes", "where": {"id": "${new_id}"}}, False),
}


def _notes_with(folder: Path) -> object:
    shutil.copytree(NOTES, folder)
    contract = json.loads((folder / "contract.json").read_text())
    contract["chains"][0]["asserts"] += list(CHAIN_ASSERTS)
    (folder / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((folder / "asserts.json").read_text())
    asserts["asserts"] += [
        {
            "id": i,
            "level": "mid",
            "statement": i,
            "rules": ["notes.create.stored"],
            "invariant": inv,
            "check": {"op": op, "params": p},
        }
        for i, (op, p, inv) in CHAIN_ASSERTS.items()
    ]
    (folder / "asserts.json").write_text(json.dumps(asserts))
    return load_environment(folder)


@pytest.fixture(scope="module")
def chain_report(notes_app, tmp_path_factory: pytest.TempPathFactory) -> dict:
    env = _notes_with(tmp_path_factory.mktemp("vacuity") / "notes")
    report = verify(env, notes_app("good"), RunOptions(layers=("leaf", "mid"), vacuity=True))
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(report)
    return report


def by_id(report: dict) -> dict[str, dict]:
    return {r["id"]: r for r in report["results"]}


def test_asserts_that_hold_before_the_action_are_vacuous(chain_report) -> None:
    assert chain_report["vacuity"]["vacuous"] == ["mid.v.seed_listed", "mid.v.seed_row"]
    assert "before the chain" in by_id(chain_report)["mid.v.seed_listed"]["vacuous"]


def test_what_the_action_made_is_not_vacuous_and_invariants_are_not_judged(chain_report) -> None:
    results = by_id(chain_report)
    for name in ("mid.create_then_list.first", "mid.v.new_row", "mid.v.seed_kept"):
        assert results[name]["outcome"] == "pass" and "vacuous" not in results[name]
    # judged: the three non-invariant extras and the chain's own assert; the invariant is not
    assert chain_report["vacuity"]["checked"] == 4


def test_the_vacuity_check_leaves_the_verdicts_and_the_score_alone(chain_report, notes_app, notes_env) -> None:
    assert chain_report["scores"]["mid_pass"]["value"] == 1.0
    plain = verify(notes_env, notes_app("good"), RunOptions(layers=("leaf", "mid")))
    assert "vacuity" not in plain and not any("vacuous" in r for r in plain["results"])


PAGE_ASSERTS = [
    ("root.look.heading", "eval_page_text", {"contains": "Welcome", "within": {"role": "heading"}}),
    ("root.look.not_in_heading", "eval_page_text", {"contains": "Notes for today", "within": {"role": "heading"}}),
    ("root.look.no_nav", "eval_page_text", {"contains": "Welcome", "within": {"role": "navigation"}}),
    ("root.look.row", "eval_row_exists", {"table": "notes", "where": {"title": "Buy milk"}}),
]


def _page_run(tmp: Path, mode: str, steps: list[dict] | None = None) -> dict:
    env_dir = tmp / "env"
    browser_env.make_env(env_dir, ["open_home"])
    contract = json.loads((env_dir / "contract.json").read_text())
    contract["ui_flows"][0]["steps"] = steps or [{"action": "click", "target": {"role": "button", "name": "Write"}}]
    contract["ui_flows"][0]["asserts"] = [a for a, _, _ in PAGE_ASSERTS]
    (env_dir / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((env_dir / "asserts.json").read_text())
    asserts["asserts"] += [
        {"id": i, "level": "root", "statement": i, "check": {"op": op, "params": p}} for i, op, p in PAGE_ASSERTS
    ]
    (env_dir / "asserts.json").write_text(json.dumps(asserts))
    env = load_environment(env_dir)
    with browser_env.other_server() as (other, _):
        command = f"{browser_env.sys.executable} {browser_env.APP} {{port}}"
        with browser_env.AppProcess(command, tmp / "app.log", env={"BROWSER_MODE": mode, "OTHER_URL": other}) as app:
            report = verify(env, app.url, RunOptions(layers=("root",), vacuity=True, artifacts_dir=tmp / "run"))
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(report)
    return report


@pytest.fixture(scope="module")
def page_report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return _page_run(tmp_path_factory.mktemp("vacuity-pages"), "good")


def test_text_hidden_by_css_is_not_shown(tmp_path: Path) -> None:
    results = by_id(_page_run(tmp_path, "hidden_heading"))
    assert results["root.look.heading"]["outcome"] == "fail"
    assert "without it" in results["root.look.heading"]["message"]


def test_page_text_is_read_inside_its_region(page_report) -> None:
    results = by_id(page_report)
    assert results["root.look.heading"]["outcome"] == "pass"
    # the text is on the page, but not inside the heading
    assert results["root.look.not_in_heading"]["outcome"] == "fail"
    assert "region role='heading'" in results["root.look.not_in_heading"]["message"]
    assert results["root.look.no_nav"]["outcome"] == "fail"
    assert "no element that matches" in results["root.look.no_nav"]["message"]


def test_a_journey_whose_checks_held_on_the_start_page_is_vacuous(page_report) -> None:
    # the click changes nothing: what the checks see was there when the page opened
    assert page_report["vacuity"]["vacuous"] == ["root.look.heading", "root.look.row"]
    assert "start page" in by_id(page_report)["root.look.heading"]["vacuous"]


def test_an_expect_that_held_before_the_action_it_follows_is_a_vacuous_step(tmp_path: Path) -> None:
    """`click Write, expect the heading Welcome` waits for nothing (the heading was there before the click): the
    journey would race a page that changes; `click Refresh, expect Refresh gone` does not hold before its click."""
    steps = [
        {"action": "click", "target": {"role": "button", "name": "Write"}},
        {"action": "expect_text", "target": {"role": "heading"}, "value": "Welcome"},
        {"action": "click", "target": {"role": "button", "name": "Refresh"}},
        {"action": "expect_hidden", "target": {"role": "button", "name": "Refresh"}},
    ]
    report = _page_run(tmp_path, "good", steps)
    assert report["vacuity"]["steps_checked"] == 2
    assert [v["step"] for v in report["vacuity"]["vacuous_steps"]] == ["open_home step 2"]
    assert "already holds before step 1 (click" in report["vacuity"]["vacuous_steps"][0]["why"]
    # the verdicts are the journey's own: the Refresh button never goes away
    assert report["journeys"][0]["outcome"] == "fail" and "step 4" in report["journeys"][0]["message"]


def test_without_expects_after_actions_no_step_is_judged(page_report) -> None:
    assert "steps_checked" not in page_report["vacuity"] and "vacuous_steps" not in page_report["vacuity"]
