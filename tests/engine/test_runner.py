"""The engine against the notes app: correct, wrong, lying and hostile variants, each judged for the right reason."""

from __future__ import annotations

import json
import time
from pathlib import Path

import jsonschema

from forgingground.engine.http import Limits
from forgingground.engine.runner import RunOptions, verify

SCORE_SCHEMA = json.loads((Path(__file__).parents[2] / "schemas" / "score.schema.json").read_text())


def run(env, url, **kw):
    options = RunOptions(limits=Limits(request_timeout_s=kw.pop("timeout", 2.0)), **kw)
    report = verify(env, url, options)
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(report)
    return report


def outcome(report, assert_id):
    return next(r for r in report["results"] if r["id"] == assert_id)


def test_correct_app_scores_one(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("good"))
    s = report["scores"]
    assert report["completed"] and report["infrastructure"] == []
    leaf = (s["leaf_pass"]["numerator"], s["leaf_pass"]["denominator"], s["leaf_pass"]["value"])
    assert leaf == (15, 15, 1.0), "9 asserts of the notes environment, 6 of the state protocol (the stack's 2 not run)"
    assert (s["mid_pass"]["numerator"], s["mid_pass"]["denominator"]) == (1, 1)
    assert (s["integration_gap"]["numerator"], s["integration_gap"]["denominator"], s["integration_gap"]["value"]) == (0, 1, 0.0)


def test_root_and_visual_are_not_run_rather_than_zero(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("good"))
    for key in ("root_pass", "visual"):
        assert report["scores"][key] == {"status": "not_run", "numerator": 0, "denominator": 0, "value": None, "infra_errors": 0}
    assert outcome(report, "root.new_note.saved")["outcome"] == "not_run"


def test_layers_option_runs_only_leaf(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("good"), layers=("leaf",))
    assert report["scores"]["mid_pass"]["status"] == "not_run"
    assert report["scores"]["integration_gap"]["status"] == "not_run"
    assert report["chains"] == []


def test_lying_app_is_caught_with_evidence(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("lying"))
    stored = outcome(report, "leaf.notes.create.stored")
    assert stored["outcome"] == "fail"
    assert stored["evidence"]["exchanges"][0]["status"] == 201, "the app said it worked"
    assert stored["evidence"]["state_diff"] == {}, "but the database did not change"
    collateral = outcome(report, "leaf.notes.delete.gone")
    assert collateral["outcome"] == "pass"
    assert outcome(report, "leaf.notes.create.status")["outcome"] == "pass"


def test_collateral_damage_fails_nothing_else_changed(notes_env, notes_app, tmp_path) -> None:
    # The lying app's delete also removes n1: a task grader built on eval_nothing_else_changed sees it.
    from forgingground.engine.context import CheckContext
    from forgingground.engine.ops import BUILTINS

    before = {"notes": [{"id": "n1"}, {"id": "n2"}]}
    after = {"notes": []}
    ctx = CheckContext(before=before, after=after, keys={"notes": ["id"]})
    verdict = BUILTINS.get("eval_nothing_else_changed").function(ctx, {"allow": [{"table": "notes", "where": {"id": "n2"}}]})
    assert not verdict.ok and "removed {'id': 'n1'}" in verdict.message


def test_integration_gap_is_reported_when_every_endpoint_passes(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("gap"))
    s = report["scores"]
    assert s["leaf_pass"]["value"] == 1.0
    assert s["mid_pass"]["value"] == 0.0
    assert (s["integration_gap"]["numerator"], s["integration_gap"]["denominator"], s["integration_gap"]["value"]) == (1, 1, 1.0)
    assert report["chains"][0]["integration_gap"] is True


def test_hanging_app_times_out_as_infrastructure_within_budget(notes_env, notes_app) -> None:
    url = notes_app("hang")  # started before the clock: only the run is bounded
    started = time.monotonic()
    report = run(notes_env, url, timeout=1.0)
    assert time.monotonic() - started < 10
    listed = outcome(report, "leaf.notes.list.status")
    assert listed["outcome"] == "infra_error" and "no response within 1.0 s" in listed["message"]
    assert any(i["kind"] == "timeout" for i in report["infrastructure"])
    assert report["scores"]["leaf_pass"]["infra_errors"] == 4, "3 of the endpoint, and the clock unit's chain lists notes"
    assert outcome(report, "leaf.notes.get.title")["outcome"] == "pass", "other endpoints are still judged"


def test_budget_stops_the_run_and_says_so(notes_env, notes_app) -> None:
    url = notes_app("hang")
    started = time.monotonic()
    report = run(notes_env, url, timeout=5.0, budget_s=1.5)
    assert time.monotonic() - started < 6
    assert report["completed"] is False
    assert any(i["kind"] == "budget" for i in report["infrastructure"])
    assert all(r["outcome"] in ("infra_error", "not_run") for r in report["results"] if r["level"] == "mid")


def test_garbage_json_is_a_failed_assert_not_a_crash(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("garbage"))
    schema = outcome(report, "leaf.notes.list.schema")
    assert schema["outcome"] == "fail" and "not JSON" in schema["message"]
    assert outcome(report, "leaf.notes.list.status")["outcome"] == "pass"


def test_wrong_content_type_fails_the_schema_check(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("wrong_ctype"))
    schema = outcome(report, "leaf.notes.list.schema")
    assert schema["outcome"] == "fail" and "expected content-type application/json, got 'text/plain" in schema["message"]


def test_redirect_off_host_is_not_followed(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("redirect"))
    status = outcome(report, "leaf.notes.list.status")
    assert status["outcome"] == "fail"
    assert "redirect to another host refused" in status["evidence"]["exchanges"][0]["error"]


def test_huge_response_is_capped(notes_env, notes_app) -> None:
    options = RunOptions(limits=Limits(request_timeout_s=5.0, max_response_bytes=100_000))
    report = verify(notes_env, notes_app("huge"), options)
    schema = outcome(report, "leaf.notes.list.schema")
    assert schema["outcome"] == "fail"
    assert "larger than 100000 bytes" in schema["evidence"]["exchanges"][0]["error"]


def test_crashing_endpoint_fails_only_its_asserts(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("crash_on_create"))
    assert outcome(report, "leaf.notes.create.status")["outcome"] == "fail"
    assert "expected status 201, got 500" in outcome(report, "leaf.notes.create.status")["message"]
    assert outcome(report, "leaf.notes.list.order")["outcome"] == "pass"


def test_app_that_dies_mid_run_becomes_infrastructure(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("dies"))
    assert report["scores"]["leaf_pass"]["infra_errors"] > 0
    assert any(i["kind"] == "connection" for i in report["infrastructure"])
    assert outcome(report, "leaf.notes.list.status")["outcome"] == "pass", "what ran before the crash still counts"


def test_app_without_state_protocol_is_not_usable(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("no_protocol"))
    assert report["completed"] is False
    assert report["infrastructure"][0]["kind"] == "state"
    assert {r["outcome"] for r in report["results"] if r["level"] in ("leaf", "mid")} == {"infra_error"}
    assert report["scores"]["leaf_pass"]["value"] == 0.0


def test_nothing_listening_is_app_start_failure(notes_env) -> None:
    from forgingground.engine.app_process import free_port

    report = run(notes_env, f"http://127.0.0.1:{free_port()}")
    assert report["infrastructure"][0]["kind"] == "app_start"
    assert report["completed"] is False


def test_missing_browser_is_infrastructure_not_failure(notes_env, notes_app, monkeypatch) -> None:
    from forgingground.browser import launch

    monkeypatch.setenv("FG_CHROMIUM", "/nonexistent/chrome")
    monkeypatch.setattr(launch, "DEBIAN_CHROMIUM", launch.Path("/nonexistent/debian-chromium"))
    monkeypatch.setattr(launch, "find_chromium", lambda managed=None: None)
    report = run(notes_env, notes_app("good"), layers=("leaf", "root"))
    assert report["scores"]["leaf_pass"]["value"] == 1.0
    root = report["scores"]["root_pass"]  # never a 0 that is not the app's: the layer did not run, and says why
    assert (root["status"], root["value"]) == ("not_run", None) and "no Chromium found" in root["reason"]
    assert any(i["kind"] == "browser" and "no Chromium found" in i["message"] for i in report["infrastructure"])
    assert outcome(report, "root.new_note.saved")["outcome"] == "infra_error"


def test_a_rule_focus_runs_only_the_units_judging_those_rules(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("good"), rules=frozenset({"notes.delete.removes"}))
    ran = {r["id"]: r["outcome"] for r in report["results"] if r["outcome"] != "not_run"}
    assert ran == {"leaf.notes.delete.status": "pass", "leaf.notes.delete.gone": "pass"}
    assert report["scores"]["leaf_pass"]["denominator"] == 2 and report["completed"]
    assert report["checks"] == {"planned": 2, "ran": 2}
    assert "focused" in outcome(report, "leaf.notes.create.stored")["message"]
    assert report["chains"] == [] and report["scores"]["mid_pass"]["denominator"] == 0


def test_a_rule_focus_keeps_a_chain_citing_the_rule(notes_env, notes_app) -> None:
    report = run(notes_env, notes_app("good"), rules=frozenset({"notes.list.newest_first"}))
    ran = {r["id"] for r in report["results"] if r["outcome"] != "not_run"}
    # A unit runs whole: the list probe's status and schema checks come with the order check that cites the rule.
    assert ran == {"leaf.notes.list.status", "leaf.notes.list.schema", "leaf.notes.list.order", "mid.create_then_list.first"}
    assert report["scores"]["mid_pass"]["denominator"] == 1


def _notes_copy_with(tmp_path: Path, probes: list[dict], asserts: list[dict]):
    """The notes environment with extra probes and asserts (the fixture itself stays as it is)."""
    import shutil

    from forgingground.environment import load_environment

    from .conftest import NOTES_ENV

    env_dir = tmp_path / "notes"
    shutil.copytree(NOTES_ENV, env_dir)
    contract = json.loads((env_dir / "contract.json").read_text())
    contract["probes"] += probes
    (env_dir / "contract.json").write_text(json.dumps(contract))
    document = json.loads((env_dir / "asserts.json").read_text())
    document["asserts"] += asserts
    (env_dir / "asserts.json").write_text(json.dumps(document))
    return load_environment(env_dir)


def _stamped(assert_id: str, pattern: str) -> dict:
    return {
        "id": assert_id,
        "level": "leaf",
        "statement": "the new note carries the clock of the last reset",
        "check": {"op": "eval_jmespath", "params": {"expr": "created", "matches": pattern}},
        "rules": ["notes.create.stored"],
    }


def test_a_probe_with_its_own_now_resets_under_that_clock_and_the_next_one_under_the_seeds(notes_app, tmp_path) -> None:
    create = {"call": "notes.create", "body": {"title": "Later", "tag": "home"}}
    env = _notes_copy_with(
        tmp_path,
        [
            {
                "id": "probe.later",
                "endpoint": "notes.create",
                "steps": [create],
                "now": "2031-05-06T07:00:00+02:00",
                "asserts": ["leaf.later.stamped"],
            },
            {"id": "probe.again", "endpoint": "notes.create", "steps": [create], "asserts": ["leaf.again.stamped"]},
            {
                "id": "probe.read_later",
                "endpoint": "notes.list",
                "steps": [{"call": "notes.list"}],
                "now": "2031-05-06T05:00:00Z",
                "asserts": ["leaf.read_later.clean"],
            },
        ],
        [
            _stamped("leaf.later.stamped", r"^2031-05-06T05:00"),  # the instant, in UTC
            _stamped("leaf.again.stamped", r"^2026-01-15T09:00"),
            {
                "id": "leaf.read_later.clean",
                "level": "leaf",
                "statement": "a reset under another clock restores the seed",
                "check": {"op": "eval_jmespath", "params": {"expr": "notes[?title=='Later'] | length(@)", "equals": 0}},
                "rules": ["notes.create.stored"],
            },
        ],
    )
    report = run(env, notes_app("good"))
    for assert_id in ("leaf.later.stamped", "leaf.again.stamped", "leaf.read_later.clean"):
        assert outcome(report, assert_id)["outcome"] == "pass", outcome(report, assert_id)["message"]
    first = outcome(report, "leaf.later.stamped")["evidence"]["exchanges"][0]
    assert (first["url"].endswith("/api/reset"), first["request_body"]) == (True, {"now": "2031-05-06T05:00:00Z"}), (
        "the evidence starts from the reset a reproduction needs"
    )
    assert outcome(report, "leaf.again.stamped")["evidence"]["exchanges"][0]["url"].endswith("/notes"), "no reset shown"


def test_an_app_that_ignores_now_fails_a_probe_under_another_clock(notes_app, tmp_path) -> None:
    env = _notes_copy_with(
        tmp_path,
        [
            {
                "id": "probe.later",
                "endpoint": "notes.create",
                "now": "2031-05-06T05:00:00Z",
                "steps": [{"call": "notes.create", "body": {"title": "Later", "tag": "home"}}],
                "asserts": ["leaf.later.stamped"],
            }
        ],
        [_stamped("leaf.later.stamped", r"^2031-05-06T05:00")],
    )
    report = run(env, notes_app("ignores_now"))
    assert outcome(report, "leaf.later.stamped")["outcome"] == "fail"
