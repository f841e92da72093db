"""Where a gold app has a UI: every journey passes in Chromium and every screen and checkpoint matches its reference."""

from __future__ import annotations

from pathlib import Path

import pytest
from _per_environment import REPO, UI_ENVS, shared_gold_report

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.gold import gold_command
from forgingground.references.capture import references_of


@pytest.mark.parametrize("name", UI_ENVS)
def test_a_gold_ui_passes_its_journeys_and_matches_its_references(name: str, tmp_path: Path) -> None:
    """Environments that grew a gold UI: every journey passes in Chromium and every screen matches its reference.

    The visual layer scores exactly 1.0 only for a capture within the tolerance of its reference (visual/tolerance.py),
    so its own captures are what `fgb references --check` would recapture: one run checks both (gmail's and
    google-tasks' files run the command itself). In CI the main job's run is read instead (shared_gold_report)."""
    env = load_environment(REPO / "environments" / name)
    report = shared_gold_report(name)  # CI's main job ran every layer already, on this tree
    if report is None:
        with AppProcess(gold_command(REPO, name), tmp_path / "gold.log", cwd=REPO) as app:
            report = verify(env, app.url, RunOptions(layers=("root", "visual")))
    assert {"root", "visual"} <= set(report["layers"]), report["layers"]
    assert [
        (r["id"], r["message"]) for r in report["results"] if r["outcome"] != "pass" and r["level"] in ("root", "visual")
    ] == []
    assert report["scores"]["root_pass"]["value"] == 1.0 and report["scores"]["visual"]["value"] == 1.0
    drifted = {s["id"]: s["score"] for s in report["screens"] if s["score"] != 1.0}
    assert drifted == {}, (
        f"captures beyond the tolerance of their references (run fgb references {name}): {drifted}; "
        f"where they differ: {[what_differs(s) for s in report['screens'] if s['score'] != 1.0]}"
    )
    assert {s["id"] for s in report["screens"]} == set(references_of(env.contract)), "a reference was not compared"


def what_differs(screen: dict) -> dict:
    """A drifted capture's terms below 1 and its first blocks missing, extra and moved: a CI log alone then says
    what changed (a list in another order, a toast not yet shown), without the run's images."""
    terms = {k: screen[k] for k in ("block", "text", "position", "absolute", "color", "perceptual") if screen.get(k, 1.0) != 1.0}
    return {"id": screen["id"], **terms, **{k: screen.get(k, [])[:5] for k in ("unmatched", "extra", "moved")}}
