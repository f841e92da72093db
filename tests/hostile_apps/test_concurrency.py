"""Two `fgb verify` runs against one gold app: the second refuses (--no-wait) or waits for the first, so neither
scores a mix of both. The first run is played by the test holding the URL's lock, so nothing depends on timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.engine.target_lock import TargetLock
from forgingground.gold import gold_command

from .conftest import REPO, RUN_LIMIT_S


@pytest.fixture
def tasks_url(tmp_path: Path) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "google-tasks"), tmp_path / "app.log", cwd=REPO) as app:
        yield app.url


def verify(url: str, out: Path, *extra: str) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "forgingground", "--root", str(REPO), "verify", "google-tasks", "--url", url]
    return subprocess.Popen([*argv, "--layers", "leaf,mid", "--out", str(out), *extra], stderr=subprocess.PIPE, text=True)


def leaf(out: Path) -> float:
    return json.loads((out / "report.json").read_text())["scores"]["leaf_pass"]["value"]


def test_second_verify_refuses_with_no_wait(tasks_url: str, tmp_path: Path, record_property) -> None:
    record_property("what", "a verify against an app another verify holds, with --no-wait: it refuses, exit 1")
    with TargetLock(tasks_url):  # exactly what a first `fgb verify --url` holds while it runs
        second = verify(tasks_url, tmp_path / "second", "--no-wait")
        _, err = second.communicate(timeout=RUN_LIMIT_S)
    assert second.returncode == 1 and f"another fgb verify (pid {os.getpid()}) is running against {tasks_url}" in err
    assert "Traceback" not in err and not (tmp_path / "second" / "report.json").exists()


def test_second_verify_waits_for_the_first(tasks_url: str, tmp_path: Path, record_property) -> None:
    record_property("what", "a verify against an app another verify holds: it waits with a message, then scores 1.0")
    with TargetLock(tasks_url):
        second = verify(tasks_url, tmp_path / "second")
        assert second.stderr is not None
        line = second.stderr.readline()  # blocks until the second run says it waits: no timing involved
        assert line.startswith(f"waiting: another fgb verify (pid {os.getpid()}) is running against {tasks_url}"), line
        assert second.poll() is None, "it waits while the lock is held"
    _, err = second.communicate(timeout=RUN_LIMIT_S)
    assert second.returncode == 0, err[-2000:]
    assert leaf(tmp_path / "second") == 1.0
