"""Hostile pages against the browser layer: each is a recorded failure within bounded time, never a hang or a leak.

The app (apps/browser_pages.py) keeps the state protocol and misbehaves only in its page; a second server
stands for every other host on the machine, and must never hear from the browser.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import Runner, RunOptions
from tests.hostile_apps.apps.browser_env import APP, make_env, other_server, run

# Generous: a hostile page must end well inside this on a loaded machine; without the bounds it never ends.
BOUND_S = 90.0


def journey(report: dict, journey_id: str = "open_home") -> dict:
    return next(j for j in report["journeys"] if j["id"] == journey_id)


def hostile_run(tmp_path: Path, mode: str, layers: tuple[str, ...] = ("root",)) -> tuple[dict, list[str]]:
    env = make_env(tmp_path / "env", ["open_home"], screen="visual" in layers)
    with other_server() as (other, hits):
        report = run(env, mode, other, tmp_path, layers)
    assert report["duration_s"] < BOUND_S
    return report, hits


def assert_blocked(report: dict, hits: list[str], fragment: str) -> None:
    j = journey(report)
    assert hits == [], "the other server was reached"
    assert j["outcome"] == "fail"
    assert any(fragment in url for url in j["blocked_requests"]), j
    assert "the page tried to reach" in j["message"]


def test_browser_control_a_good_page_passes_with_nothing_blocked(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "good")
    assert journey(report)["outcome"] == "pass" and "blocked_requests" not in journey(report)
    assert hits == []


def test_browser_redirect_to_another_port_is_blocked(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "redirect")
    assert_blocked(report, hits, "/redirected")


def test_browser_location_href_to_another_host_is_blocked(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "location")
    assert_blocked(report, hits, "/location")


def test_browser_fetch_img_and_iframe_to_another_host_are_blocked(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "subresources")
    assert_blocked(report, hits, "/img.png")
    assert {u.rsplit("/", 1)[1] for u in journey(report)["blocked_requests"]} == {"img.png", "frame", "fetch"}


def test_browser_same_origin_redirect_hop_to_another_host_is_blocked(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "hop")
    assert_blocked(report, hits, "/redirected")


def test_browser_file_urls_are_blocked_and_recorded(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "file")
    assert_blocked(report, hits, "file:///etc/hostname")


def test_browser_screen_never_shows_another_hosts_content(tmp_path: Path) -> None:
    report, hits = hostile_run(tmp_path, "location", layers=("visual",))
    screen = report["screens"][0]
    assert hits == [] and any("/location" in u for u in screen["blocked_requests"])
    verdict = next(r for r in report["results"] if r["id"] == "visual.home.fidelity")
    assert verdict["outcome"] == "fail" and "the page tried to reach" in verdict["message"]


def test_browser_busy_loop_page_fails_within_bounds(tmp_path: Path) -> None:
    report, _ = hostile_run(tmp_path, "busy_loop", layers=("root", "visual"))
    assert journey(report)["outcome"] == "fail" and "opening the start screen" in journey(report)["message"]
    assert report["screens"][0]["score"] == 0.0 and "no screenshot" in report["screens"][0]["error"]


def test_browser_page_busy_after_load_fails_within_bounds(tmp_path: Path) -> None:
    report, _ = hostile_run(tmp_path, "busy_after_load")
    j = journey(report)
    # Where the loop catches the journey (a step, the wait for quiet, the last snapshot) depends on the machine's speed.
    assert j["outcome"] == "fail" and ("stopped answering" in j["message"] or "did not answer" in j["message"])
    # The rows are still judged on their own: the seeded note is there whatever the page did.
    assert next(r for r in report["results"] if r["id"] == "root.open_home.rows")["outcome"] == "pass"


def test_browser_50_mb_page_fails_within_bounds(tmp_path: Path) -> None:
    report, _ = hostile_run(tmp_path, "huge")
    j = journey(report)
    assert j["outcome"] == "fail" and "50 MB" in j["message"]


def test_browser_page_that_never_finishes_loading_fails_within_bounds(tmp_path: Path) -> None:
    report, _ = hostile_run(tmp_path, "never_loads")
    j = journey(report)
    assert j["outcome"] == "fail" and "opening the start screen" in j["message"] and "Timeout" in j["message"]


def test_browser_dialogs_fail_the_journey(tmp_path: Path) -> None:
    report, _ = hostile_run(tmp_path, "dialogs")
    j = journey(report)
    assert j["outcome"] == "fail" and len(j["page_events"]) == 2 and "alert" in j["message"]


def test_browser_popups_fail_the_journey(tmp_path: Path) -> None:
    report, _ = hostile_run(tmp_path, "popup")
    j = journey(report)
    assert j["outcome"] == "fail" and "popup" in j["message"]


def test_browser_layer_honours_the_run_budget(tmp_path: Path) -> None:
    """The deadline falls inside the first journey (its page never loads): it is cut off there, nothing starts after."""
    env = make_env(tmp_path / "env", ["open_home", "open_again"], screen=True)
    runner: Runner | None = None

    def progress(what: str, done: int, total: int) -> None:
        if what == "journey open_home" and runner is not None:
            runner.deadline.ends = time.monotonic() + 2.0  # two seconds of budget left when the journey starts

    command = f"{sys.executable} {APP} {{port}}"
    with (
        other_server() as (other, _),
        AppProcess(command, tmp_path / "app.log", env={"BROWSER_MODE": "never_loads", "OTHER_URL": other}) as app,
    ):
        runner = Runner(env, app.url, RunOptions(layers=("root", "visual"), budget_s=120.0), progress)
        started = time.monotonic()
        report = runner.run()
    assert time.monotonic() - started < BOUND_S
    assert not report["completed"]
    first, second = report["journeys"]
    assert first["outcome"] == "infra_error" and "cut off" in first["message"]
    assert second["outcome"] == "infra_error" and second["message"] == "the time budget was spent"
    assert next(r for r in report["results"] if r["id"] == "visual.home.fidelity")["outcome"] == "infra_error"
    assert any(i["kind"] == "budget" for i in report["infrastructure"])


def test_a_browser_that_dies_mid_run_is_an_infrastructure_failure_not_a_traceback(tmp_path: Path, monkeypatch) -> None:
    """Under load a context can vanish under the verifier (TargetClosedError): what ran keeps its verdict, the rest
    is not run with the reason, and verify returns a report."""
    from playwright.sync_api import Error

    from forgingground.engine import browser_layer

    def dies(*_: object) -> bool:
        raise Error("Target page, context or browser has been closed")

    monkeypatch.setattr(browser_layer.BrowserLayer, "_screen", dies)
    report, _ = hostile_run(tmp_path, "good", ("root", "visual"))
    assert journey(report)["outcome"] == "pass", "the journey judged before the failure keeps its verdict"
    visual = next(r for r in report["results"] if r["id"] == "visual.home.fidelity")
    assert visual["outcome"] == "infra_error" and "the browser failed mid-run: Error" in visual["message"]
    assert any(i["kind"] == "browser" and "has been closed" in i["message"] for i in report["infrastructure"])


@pytest.mark.parametrize("mode", ["busy_loop", "busy_after_load", "huge"])
def test_a_hostile_page_ends_the_run_within_five_seconds_of_its_budget(tmp_path: Path, mode: str) -> None:
    """The run's budget binds the browser too: whatever the page does, the run ends at most 5 s after it."""
    env = make_env(tmp_path / "env", ["open_home"], screen=True)
    with other_server() as (other, _):
        report = run(env, mode, other, tmp_path, ("root", "visual"), budget=8.0)
    assert report["duration_s"] < 8.0 + 5.0, report["duration_s"]
