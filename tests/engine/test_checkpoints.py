"""Checkpoints (screens after actions) and UI-vs-API reads, against the notes app with a small UI (apps/notes_ui.py).

References are captured from the app's good mode, as `fgb references` captures them from a gold UI; the good mode
then passes every check, a restyled page after saving fails its checkpoint, and a badge that keeps a stale count
fails the UI-vs-API assert while the list it sits beside passes.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.references import capture

NOTES = Path(__file__).parents[1] / "fixtures" / "environments" / "notes"
SCORE_SCHEMA = json.loads((Path(__file__).parents[2] / "schemas" / "score.schema.json").read_text())
CHECKPOINT = "new_note.saved"
BADGE = {"call": "notes.list", "select": "length(notes)", "within": {"test_id": "count"}}
LISTED = {"call": "notes.list", "select": "notes", "within": {"role": "list", "name": "Notes"}, "count": {"role": "listitem"}}
ROOT_ASSERTS = [
    ("root.new_note.badge", "The badge counts the notes the API lists.", "eval_page_matches_api", BADGE),
    ("root.new_note.listed", "The list shows every note the API lists.", "eval_page_matches_api", LISTED),
]
VISUAL = "visual.new_note.saved.fidelity"


def make_env(folder: Path):
    """The notes fixture with one journey: write a note, then a checkpoint; two UI-vs-API asserts at its end."""
    shutil.copytree(NOTES, folder)
    contract = json.loads((folder / "contract.json").read_text())
    contract["screens"] = [{"id": "list", "route": "/", "title": "Notes"}]
    steps = [
        {"action": "click", "target": {"role": "button", "name": "New note"}},
        {"action": "fill", "target": {"label": "Title"}, "value": "Plan trip"},
        {"action": "click", "target": {"role": "button", "name": "Save"}},
        {
            "action": "checkpoint",
            "checkpoint": {"id": CHECKPOINT, "reference": f"references/{CHECKPOINT}.png", "asserts": [VISUAL]},
        },
        {"action": "expect_text", "target": {"role": "list", "name": "Notes"}, "value": "Plan trip"},
    ]
    contract["ui_flows"] = [
        {
            "id": "new_note",
            "title": "Write a note",
            "start_screen": "list",
            "steps": steps,
            "asserts": [a[0] for a in ROOT_ASSERTS],
        }
    ]
    (folder / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((folder / "asserts.json").read_text())
    asserts["asserts"] = [a for a in asserts["asserts"] if a["level"] != "root"] + [
        {"id": i, "level": "root", "statement": s, "check": {"op": op, "params": p}} for i, s, op, p in ROOT_ASSERTS
    ]
    asserts["asserts"].append(
        {"id": VISUAL, "level": "visual", "statement": "The list after saving looks like its reference.",
         "check": {"op": "eval_visual_fidelity", "params": {"threshold": 0.65}}}
    )  # fmt: skip
    (folder / "asserts.json").write_text(json.dumps(asserts))
    return load_environment(folder)


@pytest.fixture(scope="module")
def app(notes_ui):
    """app(mode) -> base URL of notes_ui.py in that mode (each started once)."""
    return notes_ui


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory, app):
    """The environment, with its checkpoint's reference captured from the good mode."""
    env = make_env(tmp_path_factory.mktemp("env") / "notes")
    captured, _ = capture.capture_app(env, app("good"))
    assert set(captured) == {CHECKPOINT}
    capture.write(env.path, capture.references_of(env.contract), captured)
    return env


def run(env, url: str, tmp: Path, layers: tuple[str, ...]) -> dict:
    return verify(env, url, RunOptions(layers=layers, budget_s=120, artifacts_dir=tmp))


def outcome(report: dict, assert_id: str) -> dict:
    return next(r for r in report["results"] if r["id"] == assert_id)


@pytest.fixture(scope="module")
def good(env, app, tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    tmp = tmp_path_factory.mktemp("good")
    return run(env, app("good"), tmp, ("root", "visual")), tmp


def test_the_good_page_passes_its_checkpoint_and_its_ui_vs_api_asserts(good) -> None:
    report, _ = good
    assert {r["id"]: r["outcome"] for r in report["results"] if r["level"] in ("root", "visual")} == {
        "root.new_note.badge": "pass",
        "root.new_note.listed": "pass",
        VISUAL: "pass",
    }
    assert report["journeys"][0]["outcome"] == "pass"
    jsonschema.validate(report, SCORE_SCHEMA)


def test_a_checkpoint_is_listed_with_the_screens_with_its_journey_and_images(good) -> None:
    report, folder = good
    (entry,) = report["screens"]
    assert entry["id"] == CHECKPOINT and entry["journey"] == "new_note" and entry["score"] == 1.0
    assert all((folder / path).is_file() for path in entry["images"].values())


def test_the_ui_vs_api_assert_reads_the_api_after_the_page(good) -> None:
    evidence = outcome(good[0], "root.new_note.badge")["evidence"]
    assert evidence["observed"]["text"] == "4"
    read = evidence["exchanges"][evidence["observed"]["exchange"]]
    assert read["method"] == "GET" and read["url"].endswith("/api/notes") and read["status"] == 200


def test_a_stale_badge_fails_while_the_list_beside_it_passes(env, app, tmp_path: Path) -> None:
    report = run(env, app("stale"), tmp_path, ("root",))
    badge = outcome(report, "root.new_note.badge")
    assert badge["outcome"] == "fail"
    assert "'4'" in badge["message"] and "'3'" in badge["message"]
    assert outcome(report, "root.new_note.listed")["outcome"] == "pass"


def test_a_page_restyled_after_the_action_fails_its_checkpoint(env, app, tmp_path: Path) -> None:
    """The visual layer alone runs the journey to its checkpoint and judges nothing else."""
    report = run(env, app("restyled"), tmp_path, ("visual",))
    assert outcome(report, VISUAL)["outcome"] == "fail"
    assert report["screens"][0]["score"] < 0.65
    assert report["journeys"] == []
    assert outcome(report, "root.new_note.badge")["outcome"] == "not_run"


def test_a_journey_that_never_reaches_its_checkpoint_fails_it(env, app, tmp_path: Path) -> None:
    broken = load_environment(env.path)
    broken.contract.ui_flows[0].steps[1].target.label = "Heading"  # no such field: the journey stops at step 2
    report = run(broken, app("good"), tmp_path, ("visual",))
    result = outcome(report, VISUAL)
    assert result["outcome"] == "fail" and "did not reach it" in result["message"]


def test_references_check_detects_a_changed_checkpoint_reference(env, app, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    shutil.copytree(env.path, folder)
    references = capture.references_of(env.contract)
    captured, _ = capture.capture_app(env, app("good"))
    assert capture.compare(folder, references, captured) == []
    captured_restyled, _ = capture.capture_app(env, app("restyled"))
    capture.write(folder, references, captured_restyled)
    (problem,) = capture.compare(folder, references, captured)
    assert f"references/{CHECKPOINT}.png: differs from a fresh capture" in problem


def test_the_html_report_lists_a_checkpoint_with_its_journey_and_images(good) -> None:
    from forgingground.engine.reports.html_report import render_html

    html = render_html(good[0])
    row = html[html.index(f"<code>{CHECKPOINT}</code>") :]
    assert row.index("checkpoint of journey <code>new_note</code>") < row.index("reference | candidate | difference")
