"""A journey's setup: API calls after the reset that make the state a journey needs and the seed cannot hold (a ride a
driver has moved on). The journey starts from what they made, its state asserts compare against it, a goto may name
what they captured, and a setup the app refuses fails the journey (and its asserts) without opening a page."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment

NOTES = Path(__file__).parents[1] / "fixtures" / "environments" / "notes"
RULE = "ui.new_note.saves"
MADE = {"call": "notes.create", "body": {"title": "Made by setup", "tag": "work"}, "capture": {"note": "id"}}


def make_env(folder: Path, setup: list[dict], steps: list[dict]) -> object:
    """The notes fixture with one journey: its setup, its steps, and two root asserts (a page one and a state one)."""
    shutil.copytree(NOTES, folder)
    contract = json.loads((folder / "contract.json").read_text())
    contract["screens"] = [{"id": "list", "route": "/", "title": "Notes"}]
    contract["ui_flows"] = [
        {
            "id": "prepared",
            "title": "Read a note the setup made",
            "start_screen": "list",
            "setup": setup,
            "steps": steps,
            "asserts": ["root.prepared.shown", "root.prepared.unchanged"],
        }
    ]
    (folder / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((folder / "asserts.json").read_text())
    asserts["asserts"] = [a for a in asserts["asserts"] if a["level"] != "root"] + [
        {
            "id": "root.prepared.shown",
            "level": "root",
            "statement": "the list shows the note the setup made",
            "rules": [RULE],
            "check": {
                "op": "eval_page_text",
                "params": {"contains": "Made by setup", "within": {"role": "list", "name": "Notes"}},
            },
        },
        {
            "id": "root.prepared.unchanged",
            "level": "root",
            "statement": "reading changes no note",
            "rules": [RULE],
            "check": {"op": "eval_row_count_delta", "params": {"table": "notes", "delta": 0}},
        },
    ]
    (folder / "asserts.json").write_text(json.dumps(asserts))
    return load_environment(folder)


def run(tmp: Path, url: str, setup: list[dict], steps: list[dict]) -> tuple[dict, dict[str, dict]]:
    env = make_env(tmp / "notes", setup, steps)
    report = verify(env, url, RunOptions(layers=("root",), budget_s=90, artifacts_dir=tmp / "out"))
    (journey,) = report["journeys"]
    return journey, {r["id"]: r for r in report["results"] if r["id"].startswith("root.")}


SEES_IT = [{"action": "expect_text", "target": {"role": "list", "name": "Notes"}, "value": "Made by setup"}]


def test_the_journey_starts_from_what_its_setup_made(notes_ui, tmp_path: Path) -> None:
    journey, results = run(tmp_path, notes_ui("good"), [MADE], SEES_IT)
    assert journey["outcome"] == "pass", journey["message"]
    # the note the setup created is in the state the journey started from: reading it changed nothing
    assert {k: r["outcome"] for k, r in results.items()} == {"root.prepared.shown": "pass", "root.prepared.unchanged": "pass"}


def test_without_the_setup_the_same_journey_fails(notes_ui, tmp_path: Path) -> None:
    journey, results = run(tmp_path, notes_ui("good"), [], SEES_IT)
    assert journey["outcome"] == "fail" and results["root.prepared.shown"]["outcome"] == "fail"


def test_a_goto_names_what_the_setup_captured(notes_ui, tmp_path: Path) -> None:
    steps = [{"action": "goto", "value": "/api/notes/${note}"}, {"action": "expect_text", "value": "Made by setup"}]
    journey, _ = run(tmp_path, notes_ui("good"), [MADE], steps)
    # the note's own API page names it only when ${note} became its id (the list assert fails there: no list)
    assert journey["steps_done"] == 2 and "all 2 steps done" in journey["message"], journey["message"]


def test_a_setup_the_app_refuses_fails_the_journey_and_its_asserts(notes_ui, tmp_path: Path) -> None:
    refused = [MADE, {"call": "notes.get", "path": {"noteId": "no-such-note"}}]
    journey, results = run(tmp_path, notes_ui("good"), refused, SEES_IT)
    assert journey["outcome"] == "fail" and journey["steps_done"] == 0
    assert "journey not started: setup call 2 (GET /api/notes/no-such-note) answered HTTP 404" in journey["message"]
    assert {r["outcome"] for r in results.values()} == {"fail"}
    assert all("setup call 2" in r["message"] for r in results.values())
