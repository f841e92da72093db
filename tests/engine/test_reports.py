"""Reports: JSON valid against the score schema, HTML with the score vector first and failures first, JUnit for CI."""

from __future__ import annotations

import copy
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from forgingground.engine.reports import terminal_summary, write_reports
from forgingground.engine.runner import RunOptions, verify

SCORE_SCHEMA = json.loads((Path(__file__).parents[2] / "schemas" / "score.schema.json").read_text())


@pytest.fixture(scope="module")
def lying_report(notes_env, notes_app):
    return verify(notes_env, notes_app("lying"), RunOptions())


def test_written_json_is_schema_valid(lying_report, tmp_path) -> None:
    files = write_reports(lying_report, tmp_path)
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(json.loads(files["json"].read_text()))


def test_html_puts_scores_first_then_failed_asserts_with_evidence(lying_report, tmp_path) -> None:
    html = write_reports(lying_report, tmp_path)["html"].read_text()
    assert html.index("Score vector") < html.index("Asserts (failed first)")
    assert "Leaf (endpoints)" in html and "not run" in html
    first_row = html.index('<span class="badge')
    assert html[first_row : first_row + 40].startswith('<span class="badge fail">'), "the first assert shown is a failure"
    assert "leaf.notes.create.stored" in html and "status 201" in html, "evidence is in the report"


def test_junit_counts_failures_errors_and_skips(notes_env, notes_app, tmp_path) -> None:
    report = verify(notes_env, notes_app("hang"), RunOptions())
    root = ET.fromstring(write_reports(report, tmp_path)["junit"].read_text())
    leaf = root.find("testsuite[@name='notes.leaf']")
    assert leaf is not None
    assert int(leaf.get("tests")) == 17  # 9 of the environment, 8 of the state protocol (the stack's 2 skipped: not run)
    assert int(leaf.get("errors")) == 4, "the hanging endpoint's asserts (and the clock unit's chain) are infrastructure errors"
    root_suite = root.find("testsuite[@name='notes.root']")
    assert int(root_suite.get("skipped")) == 1
    case = leaf.find("testcase[@name='leaf.notes.list.status']")
    assert case.find("error").get("type") == "infrastructure"


def test_junit_gives_every_case_a_time_and_says_expected_and_got(lying_report, tmp_path) -> None:
    root = ET.fromstring(write_reports(lying_report, tmp_path)["junit"].read_text())
    cases = root.findall(".//testcase")
    assert cases and all(float(c.get("time")) >= 0 for c in cases)
    ran = [c for c in cases if c.find("skipped") is None]
    assert sum(float(c.get("time")) for c in ran) > 0, "the run's time is spread over the asserts that ran"
    failure = root.find(".//testcase[@name='leaf.notes.create.stored']/failure")
    assert failure.get("message").startswith("expected a row in notes matching")
    assert "(assert: The new note is stored with its title and tag.)" in failure.get("message")
    assert "reproduce:\n  curl -sS -X POST" in failure.text and "--data-raw" in failure.text


def test_terminal_lists_failed_asserts_capped_and_the_report_paths(lying_report, tmp_path) -> None:
    files = write_reports(lying_report, tmp_path)
    lines = terminal_summary(lying_report, files, limit=1)
    assert lines[:2] == ["leaf_pass: 0.867 (13/15)", "mid_pass: 0.000 (0/1)"]
    assert "failed asserts (3):" in lines
    failed = lines[lines.index("failed asserts (3):") + 1]
    assert failed.startswith("  FAIL leaf.notes.create.stored [leaf] expected a row in notes matching")
    assert "  and 2 more (see report.html)" in lines
    assert lines[-4:-1] == [f"  html  {files['html']}", f"  json  {files['json']}", f"  junit {files['junit']}"]
    assert lines[-1] == f"open {files['html']} for the evidence and a reproduction from reset"


def test_html_collapses_not_run_and_explains_the_gap(lying_report, tmp_path) -> None:
    html = write_reports(lying_report, tmp_path)["html"].read_text()
    root_not_run = [r for r in lying_report["results"] if r["level"] == "root" and r["outcome"] == "not_run"]
    assert html.count('data-layer="root" data-outcome="not_run"') == 1 and root_not_run
    assert "lower is better" in html.lower()
    assert "<td></td><td>" not in html.split("<tbody>")[0], "every column of the score table has a header"
    assert html.count("<th") >= 4 + 5 + 4, "asserts, scores and screens tables have a header on every column"


HOSTILE = "</script><script>alert(1)</script> \ud800 \x00\x1b[31m <b>&amp;"


def test_hostile_strings_render_well_formed(lying_report, tmp_path) -> None:
    report = copy.deepcopy(lying_report)
    report["results"][0]["message"] = HOSTILE
    report["results"][0]["evidence"]["exchanges"][0]["url"] = "http://h/x?q=" + HOSTILE
    report["infrastructure"].append({"kind": "state", "message": HOSTILE, "where": HOSTILE})
    files = write_reports(report, tmp_path)
    html = files["html"].read_text(encoding="utf-8")
    assert html.count("</script>") == 1 and "<script>alert" not in html and "<b>&amp;" not in html
    assert "\\ud800" in html and "\\x00" in html and "\x00" not in html and "\x1b" not in html
    junit = ET.fromstring(files["junit"].read_text(encoding="utf-8"))
    assert HOSTILE not in ET.tostring(junit, encoding="unicode")


def _shell_words(line: str, app: str) -> list[str]:
    """The words a POSIX shell makes of a line once APP is set: what curl would really receive."""
    import subprocess

    script = f'APP={app}; set -- {line}; for w in "$@"; do printf \'%s\\0\' "$w"; done'
    return subprocess.run(["sh", "-c", script], capture_output=True, text=True, check=True).stdout.split("\0")[:-1]


def test_curl_lines_use_app_and_replay_the_exact_call() -> None:
    from forgingground.engine.reports.curl import curl_command, reset_command

    ex = {
        "method": "POST",
        "url": "http://127.0.0.1:4242/api/notes?tag=it's",
        "request_headers": {"content-type": "application/json"},
        "request_body": {"title": "a 'quoted' $HOME"},
    }
    line = curl_command(ex, "http://127.0.0.1:4242")
    assert line.startswith('curl -sS -X POST "$APP"')
    words = _shell_words(line, "http://elsewhere:9")
    assert words[4] == "http://elsewhere:9/api/notes?tag=it's", "the base is the reader's, the rest the run's"
    assert json.loads(words[-1]) == {"title": "a 'quoted' $HOME"}, "the body reaches curl untouched"
    reset = _shell_words(reset_command("http://127.0.0.1:4242/", "2026-01-05T09:00:00Z"), "http://x")
    assert reset[3:5] == ["POST", "http://x/api/reset"] and json.loads(reset[-1]) == {"now": "2026-01-05T09:00:00Z"}


def test_report_names_failed_rules_and_reproduces_them_from_reset(lying_report, tmp_path) -> None:
    from forgingground.engine.reports.reproduce import failed_rules

    rules = failed_rules(lying_report)
    assert rules, "the lying app fails asserts that cite rules"
    assert all(r in {x for res in lying_report["results"] for x in res.get("rules", [])} for r in rules)
    files = write_reports(lying_report, tmp_path)
    html = files["html"].read_text()
    section = html[html.index("<h2>Reproduce</h2>") : html.index("<h2>Infrastructure failures</h2>")]
    assert "APP=" in section and "/api/reset" in section and lying_report["reset_now"] in section
    for rule in rules:
        assert f"--rule {rule}" in section
    assert html.count("<b>reset</b>") >= 1, "evidence blocks start from the reset"
    summary = "\n".join(terminal_summary(lying_report, files))
    assert f"failed rules ({len(rules)}): " in summary and f"--rule {rules[0]}" in summary
    assert f"open {files['html']}" in summary


def test_terminal_says_which_chains_the_gap_leaves_out_and_why() -> None:
    from forgingground.engine.reports.summary import gap_lines

    chains = [
        {"id": f"c{i}", "excluded_because": f"leaf asserts of the facets it uses did not pass: leaf.x{i}"} for i in range(5)
    ] + [{"id": "g", "excluded_because": None, "unprobed_facets": ["r#f"]}, {"id": "ok", "excluded_because": None}]
    lines = gap_lines(chains)
    assert lines[0] == "  not counted in the gap (5 of 7 chains):"
    assert (
        lines[1] == "    c0: leaf asserts of the facets it uses did not pass: leaf.x0"
        and lines[4] == "    and 2 more (see report.html)"
    )
    assert lines[5].startswith("  gap chains failing on facets no leaf assert judges (1;") and lines[5].endswith(": g")
    assert gap_lines([{"id": "ok", "excluded_because": None}]) == []
