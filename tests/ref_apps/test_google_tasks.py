"""The second environment: google-tasks' gold app scores 1.0 on every layer, an empty app ~0, a stock client works."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httplib2
import httpx
import pytest
from googleapiclient.discovery import build

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.gold import empty_command, gold_command, gold_layers
from forgingground.tasks import NoopAgent, OracleAgent, run_tasks

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def env():
    return load_environment(REPO / "environments" / "google-tasks")


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "google-tasks"), tmp_path_factory.mktemp("gt") / "app.log", cwd=REPO) as app:
        yield app.url


def test_gold_scores_one_on_every_layer_with_its_ui(env, url) -> None:
    """The second gold UI: the journeys run in Chromium and the screens match their references."""
    assert gold_layers(REPO, "google-tasks") == ("leaf", "mid", "root", "visual", "security")
    report = verify(env, url, RunOptions(layers=gold_layers(REPO, "google-tasks")))
    # at a URL the stack's two asserts are not run (the verifier did not start this app); nothing fails
    assert [(r["id"], r["message"]) for r in report["results"] if r["outcome"] in ("fail", "infra_error")] == []
    for layer in ("leaf_pass", "mid_pass", "root_pass", "visual", "security"):
        assert report["scores"][layer]["value"] == 1.0, layer
    checkpoints = [s for f in env.contract.ui_flows for s in f.steps if s.action.value == "checkpoint"]
    # every journey and every generated UI walk (ui_walks.json) counts in root, each once
    assert report["scores"]["root_pass"]["denominator"] == len(env.contract.ui_flows) + len(env.ui_walks)
    assert len(env.contract.ui_flows) >= 3 and len(env.ui_walks) >= 1
    # every screen and every checkpoint (screens after actions) is scored
    assert report["scores"]["visual"]["denominator"] == len(env.contract.screens) + len(checkpoints) and len(checkpoints) >= 2


def test_empty_app_scores_near_zero(env, tmp_path) -> None:
    with AppProcess(empty_command(REPO, "google-tasks"), tmp_path / "app.log", cwd=REPO) as app:
        report = verify(env, app.url, RunOptions())
    # the empty app meets only the four asserts that judge the state protocol itself
    assert report["scores"]["leaf_pass"]["numerator"] == 4 and report["scores"]["mid_pass"]["value"] == 0.0


def test_oracle_and_noop(env, url) -> None:
    assert run_tasks(env, url, OracleAgent())["score"] == 1.0
    assert run_tasks(env, url, NoopAgent())["score"] <= 0.1


def test_stock_google_client(url) -> None:
    httpx.post(f"{url}/api/reset", json={}).raise_for_status()
    tasks = build("tasks", "v1", http=httplib2.Http(), static_discovery=True, client_options={"api_endpoint": url + "/"})
    lists = tasks.tasklists().list().execute()
    assert [x["title"] for x in lists["items"]] == ["Home", "Lisbon trip", "Work"]
    created = tasks.tasks().insert(tasklist="list-home", previous="t-home-4", body={"title": "From the client"}).execute()
    done = tasks.tasks().patch(tasklist="list-home", task=created["id"], body={"status": "completed"}).execute()
    assert done["completed"] == "2026-01-15T09:00:00.000Z"
    tasks.tasks().clear(tasklist="list-home").execute()
    visible = [t["title"] for t in tasks.tasks().list(tasklist="list-home").execute()["items"]]
    assert "From the client" not in visible and "Call the plumber" in visible


def test_references_match_the_gold_ui() -> None:
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "forgingground", "references", "google-tasks", "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
