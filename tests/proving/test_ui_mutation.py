"""fgb ui-mutation: Stryker's report read into stable rows, samples drawn from code lines, the mutant switched on in the page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.proving.ui_mutant import failures, init_script
from forgingground.proving.ui_mutation import code_lines, mutate_patterns, rows_from_report, stryker_config

SOURCE = "const a = 1;\nif (done) { show('Saved'); }\n"


def _mutant(mid: str, mutator: str, line: int, col: int, end_col: int, replacement: str, status: str, reason: str = "") -> dict:
    return {
        "id": mid,
        "mutatorName": mutator,
        "replacement": replacement,
        "location": {"start": {"line": line, "column": col}, "end": {"line": line, "column": end_col}},
        "status": status,
        "statusReason": reason,
    }


def _report(mutants: list[dict]) -> dict:
    return {"files": {"ref_apps/x/app/ui/app.js": {"language": "javascript", "source": SOURCE, "mutants": mutants}}}


def test_rows_have_ids_that_do_not_depend_on_strykers_numbering_and_verdicts_follow_its_statuses() -> None:
    mutants = [
        _mutant("7", "ConditionalExpression", 2, 5, 9, "false", "Survived"),
        _mutant("3", "ConditionalExpression", 2, 5, 9, "true", "Killed", "failed: root.x.saved\nfailed: root.x.count\n"),
        _mutant("1", "StringLiteral", 2, 18, 25, '""', "Timeout"),
        _mutant("2", "BlockStatement", 2, 11, 31, "{}", "CompileError"),
    ]
    rows = rows_from_report(_report(mutants))
    renumbered = rows_from_report(_report([m | {"id": str(100 + i)} for i, m in enumerate(reversed(mutants))]))
    assert [r["id"] for r in rows] == [r["id"] for r in renumbered]
    by_id = {r["id"]: r for r in rows}
    assert by_id["ref_apps/x/app/ui/app.js:ConditionalExpression:2:5:0"]["verdict"] == "survived"  # "false" sorts first
    killed = by_id["ref_apps/x/app/ui/app.js:ConditionalExpression:2:5:1"]
    assert killed["verdict"] == "killed" and killed["killers"] == ["root.x.saved", "root.x.count"]
    assert by_id["ref_apps/x/app/ui/app.js:StringLiteral:2:18:0"]["verdict"] == "killed"  # a timeout is detected
    assert by_id["ref_apps/x/app/ui/app.js:BlockStatement:2:11:0"]["verdict"] == "stillborn"
    survivor = by_id["ref_apps/x/app/ui/app.js:ConditionalExpression:2:5:0"]
    assert survivor["diff"] == "-if (done) { show('Saved'); }\n+if (false) { show('Saved'); }"


def test_a_sample_is_seeded_single_line_ranges_over_code_lines_only(tmp_path: Path) -> None:
    script = tmp_path / "ref_apps" / "x" / "app" / "ui" / "app.js"
    script.parent.mkdir(parents=True)
    script.write_text("// header\n\nconst a = 1;\nconst b = 2;\n  // note\nrender(a, b);\n")
    assert code_lines(script) == [3, 4, 6]
    module = script.relative_to(tmp_path)
    once = mutate_patterns(tmp_path, [module], 2, seed=4)
    assert once == mutate_patterns(tmp_path, [module], 2, seed=4)
    assert len(once) == 2 and all(p.startswith("ref_apps/x/app/ui/app.js:") for p in once)
    assert {int(p.rsplit(":", 1)[1].split("-")[0]) for p in once} <= {3, 4, 6}
    assert mutate_patterns(tmp_path, [module], None, seed=4) == ["ref_apps/x/app/ui/app.js"]


def test_the_config_runs_every_mutant_in_place_one_at_a_time_with_our_command() -> None:
    config = stryker_config(["a.js"], "python -m forgingground.proving.ui_mutant x http://h")
    assert config["testRunner"] == "command" and config["commandRunner"]["command"].endswith("ui_mutant x http://h")
    assert config["inPlace"] is True and config["concurrency"] == 1 and config["coverageAnalysis"] == "off"
    assert "json" in config["reporters"]
    json.dumps(config)


def test_failures_tell_infrastructure_from_asserts() -> None:
    report = {"results": [{"id": "a", "outcome": "pass"}, {"id": "b", "outcome": "infra_error"}]}
    assert failures(report) == (["b"], True)
    report["results"].append({"id": "c", "outcome": "fail"})
    assert failures(report) == (["b", "c"], False)


def test_a_journey_stopped_at_a_failing_step_kills_though_its_asserts_pass() -> None:
    # gitlab's comment_issue with the status text blanked: the journey stops at expect_text, both asserts pass, and
    # root_pass drops, so the mutant is killed; reading the asserts alone counted it a survivor.
    report = {
        "results": [{"id": "root.comment_issue.stored", "outcome": "pass"}],
        "journeys": [{"id": "comment_issue", "outcome": "fail"}, {"id": "close_issue", "outcome": "pass"}],
    }
    assert failures(report) == (["journey:comment_issue"], False)
    report["journeys"][0]["outcome"] = "infra_error"
    assert failures(report) == (["journey:comment_issue"], True)


def test_fail_fast_stops_after_a_failed_journey_it_does_not_already_know() -> None:
    from types import SimpleNamespace

    from forgingground.engine.browser_layer import BrowserLayer

    layer = BrowserLayer.__new__(BrowserLayer)
    layer.runner = SimpleNamespace(results={})
    layer.journeys = [{"id": "comment_issue", "outcome": "fail"}]
    layer.stop_after_failure = frozenset()
    assert layer._failed(), "a failed journey is a killer"
    layer.stop_after_failure = frozenset({"journey:comment_issue"})
    assert not layer._failed(), "a journey the gold app fails too stops nothing"
    layer.stop_after_failure = None
    assert not layer._failed(), "without the option nothing stops"


def test_the_active_mutant_reaches_the_page_before_its_scripts_run() -> None:
    from forgingground.browser import BrowserUnavailable, browser_session, new_page

    assert init_script(None) is None
    try:
        with browser_session() as browser:
            page = new_page(browser, None, None, init_script("12"))
            page.goto("data:text/html,<script>document.title = String(globalThis.__stryker__.activeMutant)</script>")
            assert page.title() == "12"
            page.context.close()
    except BrowserUnavailable as exc:
        pytest.skip(str(exc))
