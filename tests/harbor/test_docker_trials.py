"""Harbor in Docker without Docker: what the runner keeps of a trial, and the clear refusal when no daemon answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from forgingground.harbor.docker_trials import KEPT, base_image_recipe, merge_summary, record_with_wall_time, run_trial


def fake_harbor(tmp_path: Path, reward: float) -> Path:
    """A stand-in `harbor run` that lays out a job the way Harbor does: jobs/<job>/<trial>/{result.json, verifier/...}."""
    script = tmp_path / "harbor"
    script.write_text(
        "#!/usr/bin/env python3\n"
        "import json, sys, pathlib\n"
        "a = sys.argv; out = pathlib.Path(a[a.index('-o') + 1]) / a[a.index('--job-name') + 1] / 'trial__abc'\n"
        "(out / 'verifier' / 'evaluate').mkdir(parents=True)\n"
        f"(out / 'verifier' / 'reward.json').write_text(json.dumps({{'reward': {reward}}}))\n"
        "(out / 'verifier' / 'evaluate' / 'result.json').write_text(json.dumps({'agent': 'x', 'duration_s': 3.0}))\n"
        "(out / 'verifier' / 'test-stdout.txt').write_text('graded')\n"
        "(out / 'result.json').write_text('{}')\n"
    )
    script.chmod(0o755)
    return script


def test_a_trial_keeps_reward_record_and_logs_and_the_record_carries_the_trial_wall_time(tmp_path: Path) -> None:
    task = tmp_path / "tasks" / "gmail"
    task.mkdir(parents=True)
    keep = tmp_path / "keep" / "oracle" / "gmail"
    keep.mkdir(parents=True)
    row = run_trial(str(fake_harbor(tmp_path, 1.0)), task, "oracle", tmp_path / "jobs", keep)
    assert row["reward"] == {"reward": 1.0} and row["harbor_exit"] == 0
    assert set(row["files"]) == {"reward.json", "result.json", "test-stdout.txt", "trial.json"}
    assert (keep / "test-stdout.txt").read_text() == "graded" and (tmp_path / "jobs" / "gmail-oracle.log").is_file()
    record = record_with_wall_time(keep, tmp_path / "records", "oracle", "gmail", 42.5)
    assert record == tmp_path / "records" / "oracle" / "gmail.json"
    assert json.loads(record.read_text())["duration_s"] == 42.5


def test_a_trial_harbor_could_not_grade_has_no_reward_and_no_record(tmp_path: Path) -> None:
    broken = tmp_path / "harbor"
    broken.write_text("#!/bin/sh\necho no daemon >&2; exit 3\n")
    broken.chmod(0o755)
    keep = tmp_path / "keep"
    keep.mkdir()
    row = run_trial(str(broken), tmp_path / "gmail", "nop", tmp_path / "jobs", keep)
    assert (row["reward"], row["harbor_exit"], row["files"]) == (None, 3, {})
    assert "no daemon" in (tmp_path / "jobs" / "gmail-nop.log").read_text()
    assert record_with_wall_time(keep, tmp_path / "records", "nop", "gmail", 1.0) is None
    assert set(KEPT) >= {"reward.json", "result.json", "trajectory.json"}


def test_without_a_daemon_the_runner_says_what_to_start_and_exits_2(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": str(tmp_path), "DOCKER_HOST": "unix:///nonexistent.sock"}
    done = subprocess.run(
        [sys.executable, "-m", "forgingground.harbor.docker_trials", str(tmp_path), "--out", str(tmp_path / "o")],
        capture_output=True, text=True, env=env,
    )  # fmt: skip
    assert done.returncode == 2 and "docker" in done.stderr and "Traceback" not in done.stderr


def test_the_base_image_recipe_uses_the_mirror_and_the_hosts_cas() -> None:
    recipe = base_image_recipe("http://mirror.example/debian")
    assert "bookworm /tmp/fgb-rootfs http://mirror.example/debian" in recipe
    assert "update-ca-certificates" in recipe and "EXTERNALLY-MANAGED" in recipe and "docker import" in recipe


def test_a_run_of_some_environments_and_agents_keeps_the_others_rows_in_the_summary() -> None:
    kept = [
        {"environment": "gmail", "agent": "oracle", "reward": {"reward": 1.0}},
        {"environment": "slack", "agent": "oracle", "reward": {"reward": 0.5}},
        {"environment": "slack", "agent": "nop", "reward": {"reward": 0.1}},
        {"environment": "uber", "agent": "nop", "reward": {"reward": 0.0}},
    ]
    rows = [
        {"environment": "slack", "agent": "nop", "reward": {"reward": 0.0}},
        {"environment": "uber", "agent": None, "error": "docker build failed"},
    ]
    merged = merge_summary(kept, rows)
    assert [(r["environment"], r["agent"], (r.get("reward") or {}).get("reward")) for r in merged] == [
        ("gmail", "oracle", 1.0),
        ("slack", "nop", 0.0),
        ("slack", "oracle", 0.5),
        ("uber", None, None),
    ]


def test_the_crud_baseline_runs_as_a_harbor_agent_by_import_path_with_the_environment_it_serves(tmp_path: Path) -> None:
    from forgingground.harbor.docker_trials import CRUD_AGENT, agent_options

    task = tmp_path / "tasks" / "uber"
    (task / "tests" / "dataset" / "environments" / "uber").mkdir(parents=True)
    assert agent_options("oracle", task) == ["-a", "oracle"]
    options = agent_options("crud", task)
    assert options[:3] == ["-a", CRUD_AGENT, "--ak"] and CRUD_AGENT == "forgingground.harbor.crud_agent:CrudAgent"
    assert options[3] == f"environment_dir={task.resolve() / 'tests' / 'dataset' / 'environments' / 'uber'}"
    seen = tmp_path / "argv.json"
    script = tmp_path / "harbor"
    script.write_text(f"#!/usr/bin/env python3\nimport json, sys\nopen({str(seen)!r}, 'w').write(json.dumps(sys.argv))\n")
    script.chmod(0o755)
    keep = tmp_path / "keep"
    keep.mkdir()
    run_trial(str(script), task, "crud", tmp_path / "jobs", keep)
    argv = json.loads(seen.read_text())
    assert argv[argv.index("-a") + 1] == CRUD_AGENT and argv[argv.index("--job-name") + 1] == "uber-crud"


def test_attempts_are_kept_and_recorded_apart(tmp_path: Path) -> None:
    task = tmp_path / "tasks" / "gmail"
    task.mkdir(parents=True)
    for attempt, reward in ((1, 1.0), (2, 0.5)):
        keep = tmp_path / "keep" / "oracle" / "gmail" / f"attempt-{attempt}"
        keep.mkdir(parents=True)
        row = run_trial(str(fake_harbor(tmp_path, reward)), task, "oracle", tmp_path / "jobs", keep, attempt)
        assert row["attempt"] == attempt and row["reward"] == {"reward": reward}
        record = record_with_wall_time(keep, tmp_path / "records", "oracle", "gmail", 10.0, attempt)
        assert record == tmp_path / "records" / "oracle" / f"gmail.attempt-{attempt}.json"
    assert sorted(p.name for p in (tmp_path / "jobs").iterdir() if p.is_dir()) == ["gmail-oracle-1", "gmail-oracle-2"]
    rows = merge_summary([], [{"environment": "gmail", "agent": "oracle", "attempt": a} for a in (2, 1)])
    assert [r["attempt"] for r in rows] == [1, 2]


def test_a_run_stopped_midway_keeps_the_trials_it_finished_in_the_summary(tmp_path: Path, monkeypatch) -> None:
    """Trials over every environment take hours; a run stopped (Ctrl-C, a session's end) after some keeps their rows."""
    from forgingground.harbor import docker_trials

    for env in ("gmail", "slack"):
        (tmp_path / "tasks" / env).mkdir(parents=True)
        (tmp_path / "tasks" / env / "task.toml").write_text("")
    out = tmp_path / "out"
    out.mkdir()
    (out / "summary.json").write_text(json.dumps([{"environment": "uber", "agent": "oracle", "reward": {"reward": 1.0}}]))
    done: list[str] = []

    def trial(harbor, task, agent, jobs, keep, attempt=0):
        if len(done) == 3:
            raise KeyboardInterrupt
        done.append(f"{task.name}-{agent}")
        return {"environment": task.name, "agent": agent, "reward": {"reward": 1.0}, "harbor_exit": 0, "wall_s": 1.0}

    monkeypatch.setattr(docker_trials, "docker_ready", lambda: None)
    monkeypatch.setattr(docker_trials, "build", lambda task, logs: (f"fgb-local/{task.name}", 1.0))
    monkeypatch.setattr(docker_trials, "run_trial", trial)
    with pytest.raises(KeyboardInterrupt):
        docker_trials.main([str(tmp_path / "tasks"), "--out", str(out)])
    summary = json.loads((out / "summary.json").read_text())
    assert [(r["environment"], r["agent"]) for r in summary] == [
        ("gmail", "nop"),
        ("gmail", "oracle"),
        ("slack", "oracle"),
        ("uber", "oracle"),
    ]


def test_resume_runs_only_the_trials_the_summary_lacks_for_this_brief_version(tmp_path: Path, monkeypatch) -> None:
    """--resume skips a trial the summary holds with a reward on this very image (brief version); a row of an older
    version, a row without a reward and a missing attempt run again; the kept rows stay beside the new ones."""
    from forgingground.harbor import docker_trials

    for env in ("gmail", "slack"):
        (tmp_path / "tasks" / env).mkdir(parents=True)
        (tmp_path / "tasks" / env / "task.toml").write_text('[task]\nversion = "2.0.0+brief.3"\n')
    out = tmp_path / "out"
    out.mkdir()
    tag = {env: f"fgb-local/{env}:2.0.0_brief.3" for env in ("gmail", "slack")}
    kept = [
        {"environment": "gmail", "agent": "oracle", "attempt": 1, "image": tag["gmail"], "reward": {"reward": 1.0}},
        {"environment": "gmail", "agent": "oracle", "attempt": 2, "image": tag["gmail"], "reward": None},
        {"environment": "gmail", "agent": "nop", "attempt": 1, "image": tag["gmail"], "reward": {"reward": 0.0}},
        {"environment": "gmail", "agent": "nop", "attempt": 2, "image": tag["gmail"], "reward": {"reward": 0.0}},
        {"environment": "slack", "agent": "oracle", "attempt": 1, "image": "fgb-local/slack:1.0.0_brief.3", "reward": {}},
    ]
    (out / "summary.json").write_text(json.dumps(kept))
    ran: list[tuple[str, str, int]] = []
    built: list[str] = []

    def trial(harbor, task, agent, jobs, keep, attempt=0):
        ran.append((task.name, agent, attempt))
        return {
            "environment": task.name,
            "agent": agent,
            "attempt": attempt,
            "reward": {"reward": 0.5},
            "harbor_exit": 0,
            "wall_s": 1.0,
        }

    def build(task, logs):
        built.append(task.name)
        return docker_trials.image_tag(task), 1.0

    monkeypatch.setattr(docker_trials, "docker_ready", lambda: None)
    monkeypatch.setattr(docker_trials, "build", build)
    monkeypatch.setattr(docker_trials, "run_trial", trial)
    assert docker_trials.main([str(tmp_path / "tasks"), "--out", str(out), "--attempts", "2", "--resume"]) == 0
    assert ran == [
        ("gmail", "oracle", 2),
        ("slack", "oracle", 1),
        ("slack", "oracle", 2),
        ("slack", "nop", 1),
        ("slack", "nop", 2),
    ]
    summary = json.loads((out / "summary.json").read_text())
    assert [(r["environment"], r["agent"], r["attempt"]) for r in summary] == [
        ("gmail", "nop", 1), ("gmail", "nop", 2), ("gmail", "oracle", 1), ("gmail", "oracle", 2),
        ("slack", "nop", 1), ("slack", "nop", 2), ("slack", "oracle", 1), ("slack", "oracle", 2),
    ]  # fmt: skip
    assert {r["environment"]: r["reward"] for r in summary if r["attempt"] == 1 and r["agent"] == "oracle"} == {
        "gmail": {"reward": 1.0},
        "slack": {"reward": 0.5},
    }
    ran.clear()
    assert docker_trials.main([str(tmp_path / "tasks"), "--out", str(out), "--attempts", "2", "--resume"]) == 0
    assert ran == [] and built == ["gmail", "slack"], "all done: nothing built or run again"
