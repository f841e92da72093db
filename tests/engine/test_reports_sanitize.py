"""write_reports turns lone surrogates and XML-illegal characters into visible escapes before any renderer runs."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree as ET

from forgingground.engine.reports import write_reports
from forgingground.engine.reports.sanitize import clean_text

FIXTURE = Path(__file__).parents[1] / "schemas" / "fixtures" / "score" / "valid" / "not-run.json"


def test_clean_text_escapes_only_what_is_unsafe() -> None:
    assert clean_text("a\ud800b\x01c\x1bd\tok\né") == "a\\ud800b\\x01c\\x1bd\tok\né"


def test_reports_with_hostile_text_are_written_and_well_formed(tmp_path: Path) -> None:
    report = json.loads(FIXTURE.read_text())
    report["infrastructure"] = [{"kind": "state", "message": "table audit\ud800 and log\x01", "where": "probe \udfff"}]
    files = write_reports(report, tmp_path)
    html = files["html"].read_bytes().decode("utf-8")
    assert "table audit\\ud800 and log\\x01" in html
    ET.parse(files["junit"])
    assert json.loads(files["json"].read_text())["infrastructure"][0]["where"] == "probe \\udfff"
