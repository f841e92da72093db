"""gmail's root and visual layers: the gold UI scores 1.0, a broken UI loses root and visual points but not leaf or mid."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from _per_environment import shared_gold_report

from forgingground.environment import load_environment
from forgingground.gold import gold_command, run_one
from forgingground.proving.mutants import mutated_command

REPO = Path(__file__).resolve().parents[2]
SCORE_SCHEMA = json.loads((REPO / "schemas" / "score.schema.json").read_text())


def value(report: dict, key: str) -> float:
    return report["scores"][key]["value"]


@pytest.fixture(scope="module")
def gold_report(tmp_path_factory) -> dict:
    """Every layer of the gold gmail: CI's main job ran it already on this tree (shared_gold_report), else run here."""
    return shared_gold_report("gmail") or run_one(
        REPO, "gmail", gold_command(REPO, "gmail"), tmp_path_factory.mktemp("gold"), None
    )


def test_gold_scores_one_on_all_four_layers(gold_report) -> None:
    jsonschema.Draft202012Validator(SCORE_SCHEMA).validate(gold_report)
    failed = [(r["id"], r["message"]) for r in gold_report["results"] if r["outcome"] != "pass"]
    assert failed == []
    for key in ("leaf_pass", "mid_pass", "root_pass", "visual"):
        assert value(gold_report, key) == 1.0, key
    assert gold_report["scores"]["root_pass"]["denominator"] >= 8
    assert gold_report["browser"]["launches"] == 1
    assert all(s["score"] == 1.0 for s in gold_report["screens"])


def test_report_has_images_for_every_screen(gold_report, tmp_path_factory) -> None:
    html = Path(gold_report["app"]["log_file"]).parent.joinpath("report.html").read_text()
    assert html.count("<img ") == len(gold_report["screens"])


@pytest.mark.parametrize("mutant", ["ui_hide_sidebar"])
def test_broken_ui_loses_root_and_visual_only(mutant, tmp_path) -> None:
    """A UI mutant served beside the gold API: root and visual lose points, leaf and mid keep 1.0 (each UI mutant's
    own layer is checked by test_ui_mutants_*.py; a renamed button's diagnosis by test_browser_evidence.py)."""
    served = {"FGB_MUTANT": mutant, "FGB_GOLD_APP": "gmail"}
    # One journey and every screen: the other journeys would fail the same way, each after its waits (and a second
    # try), which took three of this test's four minutes.
    env = load_environment(REPO / "environments" / "gmail")
    units = frozenset({"compose_and_send", *(s.id for s in env.contract.screens)})
    tuning = {"page_units": units, "journey_retries": 0}
    report = run_one(REPO, "gmail", mutated_command(REPO, "gmail"), tmp_path, None, served, run_options=tuning)
    assert value(report, "leaf_pass") == 1.0 and value(report, "mid_pass") == 1.0
    assert value(report, "root_pass") < 1.0
    journeys = {j["id"]: j for j in report["journeys"]}
    assert journeys["compose_and_send"]["outcome"] == "fail"
    assert value(report, "visual") < 1.0
    assert max(s["score"] for s in report["screens"]) < 0.65


def test_unknown_mutant_refuses_to_start(tmp_path) -> None:
    report = run_one(REPO, "gmail", gold_command(REPO, "gmail"), tmp_path, None, {"FGB_MUTANT": "no_such_mutant"})
    assert "error" in report and "not a mutant of the gold gmail app" in report["error"]


def test_references_match_the_gold_ui() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "forgingground", "references", "gmail", "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
