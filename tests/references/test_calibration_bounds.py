"""The committed visual calibration keeps every perturbation's bound on every screen, and today's code reproduces it.

The full calibration drives a browser through every screen (`nox -s calibrate`); here the committed result is held to
the bounds of perturbations.py, and the perturbations that need no browser are re-scored live and must agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.references.calibrate import another_app, problems, references, with_references
from forgingground.references.perturbations import ANOTHER_APP, NEAR, PERTURBATIONS
from forgingground.visual.score import PASS_THRESHOLD, fidelity

ROOT = Path(__file__).parents[2]
RESULT = json.loads((ROOT / "contracts" / "results" / "visual_calibration.json").read_text())
ROWS = {r["perturbation"]: r for r in RESULT["rows"]}
FIX = "run `nox -s calibrate` and commit contracts/results/visual_calibration.json"


def test_every_perturbation_was_scored_on_every_screen_of_every_environment() -> None:
    assert sorted(RESULT["environments"]) == sorted(with_references(ROOT)), FIX
    screens = sum(len(references(ROOT, env)) for env in RESULT["environments"])
    assert set(ROWS) == set(PERTURBATIONS), FIX
    assert {name: row["screens"] for name, row in ROWS.items()} == {name: screens for name in PERTURBATIONS}, FIX


@pytest.mark.parametrize("name", list(PERTURBATIONS))
def test_each_perturbation_keeps_its_bound_on_every_screen(name: str) -> None:
    row, expect = ROWS[name], PERTURBATIONS[name].expect
    scores = row["per_screen"]
    if expect == "gold":
        broken = {s: v for s, v in scores.items() if v != 1.0}
    elif expect == "near":
        broken = {s: v for s, v in scores.items() if v < NEAR}
    elif expect == "not":
        broken = {s: v for s, v in scores.items() if v >= PASS_THRESHOLD}
    else:
        broken = {} if row["mean"] >= PASS_THRESHOLD else {"mean": row["mean"]}
    assert broken == {}, f"{name} ({row['what']}) breaks its bound ({expect}) on {broken}"


def test_the_committed_result_reports_no_problem() -> None:
    assert problems(RESULT) == [], FIX


@pytest.mark.parametrize("env", ["gmail", "trello"])
def test_live_rescoring_agrees_with_the_committed_numbers(env: str) -> None:
    """The gold references against themselves, and against another app's, scored now: the committed numbers."""
    committed = RESULT["per_environment"][env]["rows"]
    by_name = {r["perturbation"]: r["per_screen"] for r in committed}
    others = another_app(ROOT, env)
    for k, (screen, (png, layout)) in enumerate(references(ROOT, env).items()):
        assert fidelity(layout, layout, png, png)["score"] == by_name["identical"][screen] == 1.0
        other_png, other_layout = others[k % len(others)]
        live = fidelity(layout, other_layout, png, other_png)["score"]
        assert live == pytest.approx(by_name[ANOTHER_APP][screen], abs=1e-4), f"{env}/{screen}: {FIX}"


LIVE_SCREEN = ("google-tasks", "tasks")
LIVE = ["no_css", "stacked", "main_transparent", "restyled"]


def test_a_live_browser_sample_agrees_with_the_committed_numbers() -> None:
    """A few perturbations captured now on one screen score what the committed calibration says (within 0.01)."""
    from forgingground.browser import BrowserUnavailable
    from forgingground.references.calibrate import capture_env

    env, screen = LIVE_SCREEN
    try:
        captured = capture_env(ROOT, env, screens=[screen], names=LIVE)[screen]
    except BrowserUnavailable as exc:
        pytest.skip(str(exc))
    ref_png, ref_layout = references(ROOT, env)[screen]
    committed = {r["perturbation"]: r["per_screen"][screen] for r in RESULT["per_environment"][env]["rows"]}
    live = {name: fidelity(ref_layout, layout, ref_png, png)["score"] for name, (png, layout) in captured.items()}
    assert live == pytest.approx({name: committed[name] for name in LIVE}, abs=0.01), FIX


def test_a_merge_keeps_committed_browser_scores_and_finds_changed_screens() -> None:
    """`fgb calibrate-visual ENV` re-scores only another_app elsewhere; an environment whose screens changed is stale."""
    from forgingground.references.calibrate import rescore_another_app, stale_environments

    gmail = RESULT["per_environment"]["gmail"]
    rows = rescore_another_app(ROOT, "gmail", gmail, write_shots=False)["rows"]
    rescored = {(r["perturbation"], screen): v for r in rows for screen, v in r["per_screen"].items()}
    assert rescored == pytest.approx(
        {(r["perturbation"], s): v for r in gmail["rows"] for s, v in r["per_screen"].items()}, abs=1e-4
    )
    dropped = json.loads(json.dumps(RESULT))
    for row in dropped["per_environment"]["trello"]["rows"]:
        row["per_screen"].popitem()
    assert stale_environments(ROOT, dropped, ["gmail", "trello"]) == ["trello"]
