"""Task mode on gmail: the oracle scores exactly 1.0, doing nothing scores at most 0.1, external agents plug in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from forgingground.environment import load_environment
from forgingground.tasks import CommandAgent, NoopAgent, OracleAgent, run_tasks

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def gmail():
    return load_environment(REPO / "environments" / "gmail")


def test_enough_tasks_of_every_kind(gmail) -> None:
    tasks = gmail.tasks.tasks
    assert len(tasks) >= 30
    assert sum(not t.possible for t in tasks) >= 3
    assert len({t.family for t in tasks}) >= 8
    traps = [t for t in tasks if any(c.op == "eval_nothing_else_changed" and (c.params or {}).get("allow") for c in t.grader)]
    assert len(traps) >= 10, "collateral damage must be graded"


def test_oracle_scores_exactly_one(gmail, gmail_url) -> None:
    result = run_tasks(gmail, gmail_url, OracleAgent())
    failing = [(r["id"], [c["message"] for c in r["checks"] if not c["ok"]]) for r in result["rows"] if not r["reward"]]
    assert failing == []
    assert result["score"] == 1.0


def test_noop_passes_only_impossible_tasks(gmail, gmail_url) -> None:
    result = run_tasks(gmail, gmail_url, NoopAgent())
    impossible = {t.id for t in gmail.tasks.tasks if not t.possible}
    assert set(result["passed_ids"]) == impossible
    assert result["score"] <= 0.1


def test_collateral_damage_is_a_zero(gmail, gmail_url) -> None:
    """An agent that archives every Lisbon mail instead of the one asked for gets nothing."""
    script = (
        "import os, httpx; u = os.environ['FGB_APP_URL'] + '/gmail/v1/users/me';"
        "ids = [m['id'] for m in httpx.get(u + '/messages', params={'q': 'lisbon'}).json()['messages']];"
        "httpx.post(u + '/messages/batchModify', json={'ids': ids, 'removeLabelIds': ['INBOX']})"
    )
    agent = CommandAgent(f'{sys.executable} -c "{script}"', time_limit_s=30)
    result = run_tasks(gmail, gmail_url, agent, only=["archive-lisbon-confirmation-only"])
    row = result["rows"][0]
    assert row["reward"] == 0
    assert [c["ok"] for c in row["checks"]] == [True, False, False]


def test_external_agent_gets_the_task_and_is_graded(gmail, gmail_url) -> None:
    script = (
        "import os, httpx; assert os.environ['FGB_TASK_ID'] == 'mark-lunch-read'; assert 'lunch' in os.environ['FGB_TASK_GOAL'];"
        "httpx.post(os.environ['FGB_APP_URL'] + '/gmail/v1/users/me/messages/a000000000000007/modify', json={'removeLabelIds': ['UNREAD']})"
    )
    result = run_tasks(gmail, gmail_url, CommandAgent(f'{sys.executable} -c "{script}"', 30), only=["mark-lunch-read"])
    assert result["rows"][0]["reward"] == 1
    assert result["rows"][0]["agent"]["message"] == "exited with code 0"


def test_agent_that_overruns_is_stopped(gmail, gmail_url) -> None:
    agent = CommandAgent(f"{sys.executable} -c 'import time; time.sleep(30)'", time_limit_s=1)
    result = run_tasks(gmail, gmail_url, agent, only=["mark-lunch-read"])
    row = result["rows"][0]
    assert row["reward"] == 0 and "time limit of 1 s" in row["agent"]["message"]
