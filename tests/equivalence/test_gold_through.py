"""The false-failure detector: every gold app behind the equivalence proxy still scores 1.0, so no grader is
stricter than the spec (an unknown field, a shuffled unordered list, another spelling of an instant, gzip, latency)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from forgingground.environment import list_environments
from forgingground.gold import gold_command, run_one
from forgingground.gold_inputs import live_share

REPO = Path(__file__).resolve().parents[2]
ENVS = [e for e in list_environments(REPO) if (REPO / "ref_apps" / e.replace("-", "_")).is_dir()]
UI_ENV = "google-tasks"  # root and visual through the proxy too: the gold UI reads the rewritten API


def failures(report: dict) -> list[tuple[str, str]]:
    """The asserts that did not pass, then the journeys that failed with what stopped them (their tries included)."""
    bad = [(r["id"], r["message"][:300]) for r in report["results"] if r["outcome"] in ("fail", "infra_error")]
    journeys = [j for j in report.get("journeys") or [] if j["outcome"] != "pass"]
    return bad + [(f"journey {j['id']}", f"{j['message'][:300]} (first try: {j.get('first_try')})") for j in journeys]


def test_every_environment_with_a_gold_app_is_checked() -> None:
    """Every gold app scores 1.0 through the proxy on every layer: a UI showing a list the contract leaves unordered
    in the API's order fails here (airbnb's amenities, spotify's genres and doordash's first size did until 2026-12-05)."""
    runs = json_runs()
    assert len(ENVS) >= 15 and set(ENVS) == set(runs), ENVS
    failing = {env: failed for env, failed in runs.items() if failed}
    assert failing == {}


def committed_rows() -> dict[str, dict]:
    """The committed proxy summary's row of each environment (fgb gold --through equivalence-proxy)."""
    summary = json.loads((REPO / "contracts" / "results" / "gold-through-equivalence-proxy.json").read_text())
    return {r["environment"]: r for r in summary["runs"]}


def json_runs() -> dict[str, list[str]]:
    """The environments the committed proxy summary covers, each with what went wrong there: the asserts gold failed,
    an app that did not start, a run that did not complete."""
    return {
        env: [*(row.get("asserts_failed") or []), *([row["error"][:200]] if "error" in row else [])]
        + ([] if row.get("completed") or "error" in row else ["the run did not complete"])
        for env, row in committed_rows().items()
    }


LIVE = live_share(REPO, ENVS, committed_rows(), os.environ.get("FGB_SAMPLE_DRAW"))


@pytest.mark.parametrize("name", LIVE)
def test_gold_through_the_proxy_scores_one_on_leaf_and_mid(name: str, tmp_path: Path) -> None:
    report = run_one(REPO, name, gold_command(REPO, name), tmp_path, None, layers=("leaf", "mid"), through="equivalence-proxy")
    assert failures(report) == []
    assert report["scores"]["leaf_pass"]["value"] == 1.0 and report["scores"]["mid_pass"]["value"] == 1.0


def test_gold_through_the_proxy_scores_one_on_root_and_visual(tmp_path: Path) -> None:
    report = run_one(
        REPO, UI_ENV, gold_command(REPO, UI_ENV), tmp_path, None, layers=("root", "visual"), through="equivalence-proxy"
    )
    assert failures(report) == []
    assert report["scores"]["root_pass"]["value"] == 1.0 and report["scores"]["visual"]["value"] == 1.0
