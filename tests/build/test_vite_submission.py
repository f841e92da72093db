"""A front end that is not ours: the React + Vite submission (tests/fixtures/submissions/google-tasks-vite) scores as
expected through `fgb evaluate`, its UI on its own port in front of the gold API.

Expected, measured 2026-12-01 after google-tasks grew to 4 screens, 5 journeys and 2 checkpoints (issue 15) and the
visual layer gained its perceptual term: leaf, mid, root 1.0 (the API is the gold one; all five journeys pass on the
React UI, including the task details and New list views; so do the UI walks drawn on the gold UI); integration gap 0; visual 1.0 with each page's fidelity
between 0.88 and 0.94 (tasks 0.930, work 0.935, task 0.910, new_list 0.882, checkpoints 0.93: same texts and colours,
the heading and rows a few pixels lower), above the 0.65 threshold and below the gold UI's own 1.0, which shows the
pages scored were the React app's.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import jsonschema
import pytest

from forgingground.build.gold_submission import write_gold_submission
from forgingground.cli import main

from .conftest import REPO

FIXTURE = REPO / "tests" / "fixtures" / "submissions" / "google-tasks-vite"
FIDELITY = (0.85, 0.99)


@pytest.mark.skipif(
    shutil.which("npm") is None, reason="needs Node and npm for `npm ci` and `vite build` (CI's .ci/run has them)"
)
def test_react_vite_submission_scores_as_expected(tmp_path: Path) -> None:
    submission = tmp_path / "submission"
    shutil.copytree(FIXTURE, submission, ignore=shutil.ignore_patterns("node_modules", "dist"))
    write_gold_submission(REPO, "google-tasks", submission / "backend")
    out = tmp_path / "out"
    code = main(["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(out)])
    result = json.loads((out / "result.json").read_text())
    jsonschema.Draft202012Validator(json.loads((REPO / "schemas" / "result.schema.json").read_text())).validate(result)
    report = json.loads((out / "report.json").read_text())
    assert code == 0 and result["completed"], result["failure"]
    assert result["scores"] == {"leaf_pass": 1.0, "mid_pass": 1.0, "root_pass": 1.0, "visual": 1.0, "integration_gap": 0.0}
    assert (result["agent"], result["model"]) == ("vite-react-fixture", "hand-written")
    assert report["app"]["ui_url"] and report["app"]["ui_url"] != report["app"]["url"].rstrip("/")
    contract = json.loads((REPO / "environments" / "google-tasks" / "contract.json").read_text())
    # every journey and every UI walk drawn on the gold UI (ui_walks.json) passes on a front end that is not gold's
    walks = json.loads((REPO / "environments" / "google-tasks" / "ui_walks.json").read_text())["walks"]
    expected = {f["id"]: "pass" for f in contract["ui_flows"]} | {f"walk.{w['id']}": "pass" for w in walks}
    assert walks and {j["id"]: j["outcome"] for j in report["journeys"]} == expected
    fidelity = {s["id"]: s["score"] for s in report["screens"]}
    checkpoints = {s["checkpoint"]["id"] for f in contract["ui_flows"] for s in f["steps"] if s.get("action") == "checkpoint"}
    assert set(fidelity) == {s["id"] for s in contract["screens"]} | checkpoints
    assert all(FIDELITY[0] <= v < FIDELITY[1] for v in fidelity.values()), fidelity
    ui_log = re.sub(r"\x1b\[[0-9;]*m", "", (out / "ui.log").read_text())
    assert f":{urlsplit(report['app']['ui_url']).port}" in ui_log, ui_log  # the UI's own output was kept
