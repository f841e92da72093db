"""Failed journeys leave evidence and honest messages; each assert of a journey reports its own outcome (issue 14).

One run of the browser-pages app in its good mode: open_home passes, compose clicks a button that is not there,
missing_row does every step but one of its asserts fails; the home screen is scored against a blank reference.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from tests.hostile_apps.apps.browser_env import make_env, other_server, run

SCORE_SCHEMA = json.loads((Path(__file__).parents[2] / "schemas" / "score.schema.json").read_text())


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    tmp = tmp_path_factory.mktemp("evidence")
    env = make_env(tmp / "env", ["open_home", "compose", "missing_row"], screen=True)
    with other_server() as (other, _):
        return run(env, "good", other, tmp, ("root", "visual")), tmp / "run"


def journey(report: dict, journey_id: str) -> dict:
    return next(j for j in report["journeys"] if j["id"] == journey_id)


def result(report: dict, assert_id: str) -> dict:
    return next(r for r in report["results"] if r["id"] == assert_id)


def test_the_report_is_valid_against_the_score_schema(report) -> None:
    jsonschema.validate(report[0], SCORE_SCHEMA)


def test_a_failed_step_names_its_locator_and_what_the_page_has_instead(report) -> None:
    message = journey(report[0], "compose")["message"]
    assert message.startswith("journey stopped at step 1 (click")
    assert "no button named 'Compose'; buttons on the page: Write, Refresh" in message


def test_a_failed_journey_leaves_screenshot_aria_snapshot_and_trace(report) -> None:
    data, folder = report
    evidence = journey(data, "compose")["evidence"]
    assert set(evidence) == {"screenshot", "aria_snapshot", "trace"}
    for path in evidence.values():
        assert (folder / path).is_file() and (folder / path).stat().st_size > 0
    assert 'button "Write"' in (folder / evidence["aria_snapshot"]).read_text()


def test_a_passing_journey_saves_no_evidence(report) -> None:
    data, folder = report
    assert "evidence" not in journey(data, "open_home")
    assert not any(p.name.startswith("open_home") for p in (folder / "journeys").iterdir())


def test_state_asserts_of_a_stopped_journey_report_their_own_outcome(report) -> None:
    """The journey stopped at its first step, yet the row its assert looks for is stored: that assert passes."""
    assert journey(report[0], "compose")["outcome"] == "fail"
    assert result(report[0], "root.compose.rows")["outcome"] == "pass"


def test_a_journey_whose_assert_fails_says_which_not_all_steps_done(report) -> None:
    j = journey(report[0], "missing_row")
    assert j["outcome"] == "fail" and j["steps_done"] == 1
    assert "root.missing_row.row failed" in j["message"] and "1 of 2 asserts passed" in j["message"]
    assert result(report[0], "root.missing_row.page")["outcome"] == "pass"


def test_a_failed_screen_lists_images_and_blocks(report) -> None:
    data, folder = report
    screen = data["screens"][0]
    assert set(screen["images"]) == {"reference", "candidate", "diff"}
    assert all((folder / p).is_file() for p in screen["images"].values())
    assert {b["text"] for b in screen["extra"]} >= {"Notes for today", "Write", "Refresh"}
    assert data["browser"]["chromium"]
