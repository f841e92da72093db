"""Reports: JSON valid against the score schema, HTML with the score vector first and failures first, JUnit for CI."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from forgingground.engine.reports import write_reports
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
    assert "leaf.notes.create.stored" in html and "&quot;status&quot;: 201" in html, "evidence is in the report"


def test_junit_counts_failures_errors_and_skips(notes_env, notes_app, tmp_path) -> None:
    report = verify(notes_env, notes_app("hang"), RunOptions())
    root = ET.fromstring(write_reports(report, tmp_path)["junit"].read_text())
    leaf = root.find("testsuite[@name='notes.leaf']")
    assert leaf is not None
    assert int(leaf.get("tests")) == 9
    assert int(leaf.get("errors")) == 3, "the hanging endpoint's asserts are infrastructure errors"
    root_suite = root.find("testsuite[@name='notes.root']")
    assert int(root_suite.get("skipped")) == 1
    case = leaf.find("testcase[@name='leaf.notes.list.status']")
    assert case.find("error").get("type") == "infrastructure"
