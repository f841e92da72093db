"""Build-mode commands given bad input: a message that says what to change and exit 2 (or the stated reward 0),
never a traceback, never a hang. One case per input a hostile user tried."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def fgb(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """fgb in a child process, so a traceback or a hang cannot hide."""
    return subprocess.run(
        [sys.executable, "-m", "forgingground", "--root", str(REPO), *args], cwd=cwd, capture_output=True, text=True, timeout=120
    )


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    assert done.returncode == 2, f"exit {done.returncode}: {done.stderr[-1500:]}"
    for word in words:
        assert word in done.stderr, done.stderr[-1500:]


def record(**overrides: object) -> dict[str, object]:
    scores = {"leaf_pass": 1.0, "mid_pass": 1.0, "root_pass": None, "visual": None, "integration_gap": 0.0}
    base = {
        "agent": "a", "model": None, "environment": "google-tasks", "brief_version": "1.2.0+brief.3", "scores": scores,
        "completed": True, "failure": None, "duration_s": 1.0,
        "cost": {"usd": None, "input_tokens": None, "output_tokens": None, "wall_s": None},
        "started_at": "2026-12-02T00:00:00Z", "fgb_version": "0.1.0",
    }  # fmt: skip
    return {**base, **overrides}


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    (tmp_path / "afile").write_text("not a folder")
    return tmp_path / "afile"


@pytest.mark.parametrize(
    "command",
    [
        ["brief", "google-tasks", "--out", "{file}/x"],
        ["brief", "google-tasks", "--out", "{file}"],
        ["evaluate", "{sub}", "--env", "google-tasks", "--out", "{file}/x", "--db", "sqlite"],
        ["export", "harbor", "google-tasks", "--out", "{file}/x"],
        ["leaderboard", "{records}", "--out", "{file}/x/lb.json"],
        ["leaderboard", "{records}", "--page", "{file}/lb.md"],
        ["trial", "{task}", "--work", "{file}/w"],
        ["trial", "{task}", "--records", "{file}/r"],
        ["reward", "{records}/r.json", "--out", "{file}/reward.json"],
    ],
    ids=lambda c: " ".join(c[:2]) + " " + c[-1].replace("{file}", "FILE").replace("{records}", "R"),
)
def test_an_output_path_under_a_file_is_refused(tmp_path: Path, a_file: Path, command: list[str]) -> None:
    records, task, sub = tmp_path / "records", tmp_path / "task", tmp_path / "sub"
    records.mkdir()
    (records / "r.json").write_text(json.dumps(record()))
    task.mkdir()
    (task / "task.toml").write_text("")
    sub.mkdir()
    (sub / "fgb.toml").write_text('[agent]\nname = "x"\n\n[app]\nstart = "true {port}"\n')
    filled = [c.format(file=a_file, records=records, task=task, sub=sub) for c in command]
    refused(fgb(*filled, cwd=tmp_path), "afile")


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (
            json.dumps(
                record(scores={"leaf_pass": "1.0", "mid_pass": 1, "root_pass": None, "visual": None, "integration_gap": 0})
            ),
            "/scores/leaf_pass",
        ),
        (json.dumps(record()).replace('"leaf_pass": 1.0', '"leaf_pass": NaN'), "NaN"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        (json.dumps(record(environment="no-such-env")), "unknown environment 'no-such-env'"),
        ("[]", "a result record is a JSON object"),
    ],
    ids=["string-score", "nan-score", "deep-nesting", "unknown-environment", "not-an-object"],
)
def test_the_leaderboard_refuses_a_bad_record_by_name(tmp_path: Path, content: str, says: str) -> None:
    (tmp_path / "bad.json").write_text(content)
    refused(fgb("leaderboard", str(tmp_path / "bad.json"), cwd=tmp_path), "bad.json", says)


def test_a_fifo_among_the_records_does_not_hang_the_leaderboard(tmp_path: Path) -> None:
    records = tmp_path / "records"
    records.mkdir()
    (records / "a.json").write_text(json.dumps(record()))
    os.mkfifo(records / "b.json")
    refused(fgb("leaderboard", str(records), cwd=tmp_path), "b.json", "not a regular file")


@pytest.mark.parametrize("content", ['{"scores": {"leaf_pass": "x"}}', "[" * 100_000, '{"scores": 3}', "[]"])
def test_reward_on_a_bad_record_still_writes_reward_zero(tmp_path: Path, content: str) -> None:
    (tmp_path / "result.json").write_text(content)
    done = fgb("reward", str(tmp_path / "result.json"), "--out", str(tmp_path / "v" / "reward.json"), cwd=tmp_path)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert json.loads((tmp_path / "v" / "reward.json").read_text())["reward"] == 0.0
    assert "reward 0" in done.stderr


def test_export_refuses_a_file_that_is_not_a_wheel(tmp_path: Path) -> None:
    (tmp_path / "fgb-0.1-py3-none-any.whl").write_bytes(b"garbage, not a zip")
    done = fgb(
        "export",
        "harbor",
        "google-tasks",
        "--out",
        str(tmp_path / "t"),
        "--wheel",
        str(tmp_path / "fgb-0.1-py3-none-any.whl"),
        cwd=tmp_path,
    )
    refused(done, "is not a wheel")
    assert not (tmp_path / "t" / "google-tasks").exists()


@pytest.mark.parametrize("jobs", ["0", "-3"])
def test_trial_refuses_fewer_than_one_job(tmp_path: Path, jobs: str) -> None:
    (tmp_path / "task").mkdir()
    (tmp_path / "task" / "task.toml").write_text("")
    refused(fgb("trial", str(tmp_path / "task"), "--jobs", jobs, cwd=tmp_path), "--jobs")
