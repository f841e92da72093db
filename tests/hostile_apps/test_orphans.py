"""Nothing outlives a run: apps that detach themselves, and fgb itself stopped by a signal or killed outright,
under both ways of containing processes (a PID namespace, a subreaper)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from forgingground.engine.process_tree import NAMESPACE, SUBREAPER, containment

from .conftest import app_command, check_survived, processes_with, run_verify

WAYS = [NAMESPACE, SUBREAPER] if containment() == NAMESPACE else [SUBREAPER]


def gone_within(token: str, seconds: float) -> list[str]:
    """The token's processes still alive after waiting up to `seconds` for them to go."""
    ends = time.monotonic() + seconds
    while (left := processes_with(token)) and time.monotonic() < ends:
        time.sleep(0.05)
    return left


@pytest.mark.parametrize(
    ("app", "background", "then"),
    [("double_forks", False, ""), ("daemonizes", False, ""), ("ignores_sigterm", True, "sleep 1")],
    ids=["double-fork", "setsid-daemon", "background-ignoring-sigterm"],
)
@pytest.mark.parametrize("way", WAYS)
def test_detached_processes_are_stopped(
    env_root: Path, tmp_path: Path, token: str, record_property, app: str, background: bool, then: str, way: str, monkeypatch
) -> None:
    record_property("what", f"{app} under a {way}: served and scored, then nothing of it left")
    monkeypatch.setenv("FGB_CONTAINMENT", way)
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command(app, token, background, then)], token)
    check_survived(v, (0,))
    assert v.report["scores"]["leaf_pass"]["value"] == 1.0  # a detached server is still the app's, not a stranger


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL], ids=lambda s: s.name)
@pytest.mark.parametrize("way", WAYS)
def test_fgb_stopped_by_a_signal_leaves_nothing_and_marks_its_reports(
    env_root: Path, tmp_path: Path, token: str, record_property, sig: signal.Signals, way: str
) -> None:
    record_property("what", f"fgb verify sent {sig.name} mid-run ({way}): every app process gone within 2 s, report unfinished")
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.json").write_text(json.dumps({"completed": True, "from": "an earlier run"}))
    argv = [sys.executable, "-m", "forgingground", "--root", str(env_root), "verify", "notes", "--out", str(out)]
    argv += ["--start", app_command("double_forks", token), "--layers", "leaf,mid"]
    # SIGINT as a terminal delivers it: a suite started as a background job hands its children SIGINT ignored.
    fgb = subprocess.Popen(argv, cwd=env_root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env={**os.environ, "FGB_CONTAINMENT": way},
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # fmt: skip
    ends = time.monotonic() + 60
    while len(processes_with(token)) < 2 and time.monotonic() < ends:  # the server and its detached helper
        time.sleep(0.05)
    assert len(processes_with(token)) >= 2, "the app never came up"
    fgb.send_signal(sig)
    _, stderr = fgb.communicate(timeout=30)
    assert not gone_within(token, 2.0), f"left behind after {sig.name}: {processes_with(token)}"
    report = json.loads((out / "report.json").read_text())
    assert report["completed"] is False and "from" not in report, "an earlier run's report was left unmarked"
    assert any(i["kind"] == "unfinished" and report["run_id"] in i["message"] for i in report["infrastructure"])
    if sig != signal.SIGKILL:
        assert fgb.returncode == 128 + sig, stderr[-2000:]
        assert "Traceback" not in stderr and f"stopped by {sig.name}" in stderr


def test_a_child_dies_with_its_parent_from_the_moment_it_is_forked(tmp_path: Path) -> None:
    """The kill on our death is armed between fork and exec, before the wrapper's own: the moment in between is closed."""
    middle = (
        "import os, subprocess, sys\n"
        "from forgingground.engine.process_tree import _dies_with\n"
        "child = subprocess.Popen(['sleep', '60'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, "
        "preexec_fn=_dies_with(os.getpid()))\n"
        "print(child.pid, flush=True)\n"
        "os._exit(0)\n"
    )
    out = subprocess.run([sys.executable, "-c", middle], capture_output=True, text=True, timeout=30, check=True)
    orphan = int(out.stdout)
    ends = time.monotonic() + 5
    while time.monotonic() < ends and Path(f"/proc/{orphan}").exists() and "Z" not in _state(orphan):
        time.sleep(0.05)
    assert not Path(f"/proc/{orphan}").exists() or "Z" in _state(orphan), "the child outlived the process that forked it"


def test_a_child_whose_parent_died_before_it_armed_exits_at_once() -> None:
    from forgingground.engine.process_tree import _dies_with

    arm = _dies_with(os.getpid() + 1_000_000)  # a parent that is not ours: as if fgb died before the child ran
    pid = os.fork()
    if pid == 0:
        arm()
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 1


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return "Z"
