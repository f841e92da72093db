"""The suite starts its longest files first: seconds per file read from a JUnit report, and the order they give."""

from __future__ import annotations

from pathlib import Path

import file_seconds
import pytest

REPORT = """<testsuites><testsuite>
<testcase classname="tests.ref_apps.test_slow" name="a" time="40.5"/>
<testcase classname="tests.ref_apps.test_slow" name="b[x]" time="20"/>
<testcase classname="tests.engine.test_classy.TestThing" name="c" time="3"/>
<testcase classname="tests.test_top" name="d" time="100"/>
</testsuite></testsuites>"""


def test_seconds_are_summed_per_file_whatever_class_holds_the_test(tmp_path: Path) -> None:
    (tmp_path / "suite.xml").write_text(REPORT)
    assert file_seconds.from_junit(tmp_path / "suite.xml") == {
        "tests/test_top.py": 100.0,
        "tests/ref_apps/test_slow.py": 60.5,
        "tests/engine/test_classy.py": 3.0,
    }


def test_a_missing_or_broken_file_means_no_order(tmp_path: Path) -> None:
    assert file_seconds.load(tmp_path / "none.json") == {}
    (tmp_path / "bad.json").write_text("[1, 2]")
    assert file_seconds.load(tmp_path / "bad.json") == {}


def test_the_committed_seconds_name_files_that_exist() -> None:
    seconds = file_seconds.load()
    root = Path(__file__).resolve().parents[1]
    assert len(seconds) > 50, "tests/file_seconds.json holds too few files to order the suite"
    gone = [name for name in seconds if not (root / name).is_file()]
    assert len(gone) <= len(seconds) // 10, f"tests/file_seconds.json is out of date (refresh it from a CI run): {gone}"


def test_the_suite_is_collected_longest_file_first(request: pytest.FixtureRequest) -> None:
    """This session's own items, as conftest.py left them: the files in decreasing committed seconds."""
    seconds = file_seconds.load()
    order = [seconds.get(item.nodeid.split("::")[0], 0.0) for item in request.session.items]
    assert order == sorted(order, reverse=True)
