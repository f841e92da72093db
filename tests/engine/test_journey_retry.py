"""A failed journey gets another try from a fresh reset (engine/retry.py): a page that was only slow passes and is
reported flaky with what its first try saw; a real fault fails both tries and is judged once."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import jsonschema
import pytest

from forgingground.engine import retry
from forgingground.engine.reports import render_html, render_junit, terminal_summary
from tests.hostile_apps.apps.browser_env import make_env, other_server, run

SCORE_SCHEMA = json.loads((Path(__file__).parents[2] / "schemas" / "score.schema.json").read_text())


def journey(report: dict, journey_id: str) -> dict:
    return next(j for j in report["journeys"] if j["id"] == journey_id)


@pytest.fixture(scope="module")
def flaky(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    """The page is still 'Loading' on the first visit only: open_home fails its first try, open_again never sees it."""
    tmp = tmp_path_factory.mktemp("flaky")
    env = make_env(tmp / "env", ["open_home", "open_again", "compose"])
    with other_server() as (other, _):
        return run(env, "flaky_once", other, tmp), tmp / "run"


def test_a_journey_that_passes_on_its_second_try_passes_and_is_marked_flaky(flaky) -> None:
    report, folder = flaky
    jsonschema.validate(report, SCORE_SCHEMA)
    j = journey(report, "open_home")
    assert j["outcome"] == "pass" and j["tries"] == 2 and "evidence" not in j
    assert j["first_try"]["steps_done"] == 0 and "expect_text" in j["first_try"]["message"]
    assert all((folder / p).is_file() for p in j["first_try"]["evidence"].values() if p)
    assert report["scores"]["root_pass"]["value"] == pytest.approx(2 / 3)
    assert "first_try" not in journey(report, "open_again")


def test_a_journey_that_fails_every_try_is_judged_once_on_its_last_try(flaky) -> None:
    report, folder = flaky
    j = journey(report, "compose")
    assert j["outcome"] == "fail" and j["tries"] == 2 and "Compose" in j["first_try"]["message"]
    assert [x["id"] for x in report["journeys"]] == ["open_home", "open_again", "compose"]
    ids = [r["id"] for r in report["results"]]
    assert len(ids) == len(set(ids))
    # each try keeps its own evidence: the first under the journey's name, the second beside it
    assert j["evidence"]["screenshot"] != j["first_try"]["evidence"]["screenshot"]
    assert (folder / j["evidence"]["screenshot"]).is_file() and (folder / j["first_try"]["evidence"]["screenshot"]).is_file()


def test_reports_name_the_flaky_journey(flaky) -> None:
    report, folder = flaky
    html = render_html(report)
    assert "flaky: passed on try 2" in html and "failed again on try 2" in html
    junit = render_junit(report)
    assert junit.count("<flakyFailure") == 2  # open_home's two asserts passed on the second try only
    lines = terminal_summary(report, {})
    assert "flaky: 1 journey(s) passed only on a later try: open_home" in lines


def test_without_retries_the_first_try_is_the_verdict(tmp_path: Path) -> None:
    env = make_env(tmp_path / "env", ["open_home"])
    with other_server() as (other, _):
        report = run(env, "flaky_once", other, tmp_path, retries=0)
    j = journey(report, "open_home")
    assert j["outcome"] == "fail" and "first_try" not in j and "tries" not in j


FAILED = {"id": "j", "outcome": "fail", "message": "journey stopped at step 2 (click ...): Timeout 5000ms exceeded"}


@pytest.mark.parametrize(
    ("entry", "seconds", "left", "known", "expected"),
    [
        (FAILED, 4.0, 100.0, None, True),
        ({**FAILED, "outcome": "pass"}, 4.0, 100.0, None, False),
        (FAILED, 4.0, 5.0, None, False),  # no room left in the budget for another try
        ({**FAILED, "blocked_requests": ["http://elsewhere/"]}, 4.0, 100.0, None, False),
        ({**FAILED, "page_events": ["opened a dialog"]}, 4.0, 100.0, None, False),
        ({**FAILED, "message": "journey not started: POST /x answered 500"}, 0.1, 100.0, None, False),
        ({**FAILED, "message": "journey cut off at its 60 s cap: ..."}, 60.0, 200.0, None, False),
        (FAILED, 4.0, 100.0, frozenset({"journey:j"}), False),  # a campaign's known failure
        (FAILED, 4.0, 100.0, frozenset({"journey:other"}), True),
    ],
)
def test_which_failures_earn_another_try(entry: dict, seconds: float, left: float, known, expected: bool) -> None:
    assert retry.worth_retrying(entry, seconds, left, known) is expected


def test_a_run_retries_a_few_journeys_not_all() -> None:
    """A clone whose pages never render fails every journey: only the first PER_RUN get another try."""
    assert retry.worth_retrying(FAILED, 4.0, 100.0, None, retried=retry.PER_RUN - 1)
    assert not retry.worth_retrying(FAILED, 4.0, 100.0, None, retried=retry.PER_RUN)


def test_rewind_forgets_only_what_the_try_recorded() -> None:
    runner = SimpleNamespace(
        results={"a": 1}, infrastructure=[{"kind": "x"}], vacuous={"v": "held"}, vacuity_checked=3,
        vacuous_steps={}, steps_checked=5, disorder=[], states_after_writes=2,
    )  # fmt: skip
    journeys: list[dict] = [{"id": "before"}]
    screens: list[dict] = []
    at = retry.mark(runner, journeys, screens)  # type: ignore[arg-type]
    runner.results.update(b=2, c=3)
    runner.infrastructure.append({"kind": "browser"})
    runner.vacuous["w"] = "held"
    runner.vacuous_steps["j step 2"] = "held"
    runner.vacuity_checked, runner.steps_checked, runner.states_after_writes = 9, 9, 9
    runner.disorder.append("notes")
    journeys.append({"id": "j", "outcome": "fail"})
    screens.append({"id": "cp"})
    entry = retry.rewind(runner, journeys, screens, at)  # type: ignore[arg-type]
    assert entry == {"id": "j", "outcome": "fail"}
    assert runner.results == {"a": 1} and runner.infrastructure == [{"kind": "x"}] and runner.vacuous == {"v": "held"}
    assert (runner.vacuity_checked, runner.steps_checked, runner.states_after_writes) == (3, 5, 2)
    assert journeys == [{"id": "before"}] and screens == [] and runner.disorder == [] and runner.vacuous_steps == {}


def test_the_layer_stops_retrying_after_per_run_journeys(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every journey fails every try: the first PER_RUN run twice, the rest once (the run's cost stays bounded)."""
    from forgingground.engine.browser_layer import BrowserLayer

    runner = SimpleNamespace(
        results={}, infrastructure=[], vacuous={}, vacuity_checked=0, vacuous_steps={}, steps_checked=0, disorder=[],
        states_after_writes=0, options=SimpleNamespace(journey_retries=1), deadline=SimpleNamespace(left=lambda: 1000.0),
        progress=lambda *_: None,
    )  # fmt: skip
    layer = object.__new__(BrowserLayer)
    layer.runner, layer.journeys, layer.screen_results, layer.retried, layer.stop_after_failure = runner, [], [], 0, None
    tries: list[str] = []

    def failing(self, browser, flow, unit, attempt=1) -> None:  # noqa: ANN001
        tries.append(flow.id)
        self.journeys.append({"id": flow.id, "outcome": "fail", "message": "journey stopped at step 1", "steps_done": 0})

    monkeypatch.setattr(BrowserLayer, "_journey", failing)
    flows = [SimpleNamespace(id=f"j{i}") for i in range(5)]
    for flow in flows:
        layer._journey_tries(None, flow, None)  # type: ignore[arg-type]
    assert tries == ["j0", "j0", "j1", "j1", "j2", "j2", "j3", "j4"]
    assert [j.get("tries") for j in layer.journeys] == [2, 2, 2, None, None]
