"""The warm worker of a UI campaign and the client Stryker runs: answers pass through, a sick worker costs time only."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from forgingground.proving import ui_client, ui_worker

ARGS = ["trello", "http://127.0.0.1:9", "--root", "."]


class FakeBrowser:
    def __init__(self) -> None:
        self.launched = 0

    def get(self) -> object:
        self.launched += 1
        return object()

    def close(self) -> None:
        pass


def test_a_run_that_fails_once_is_run_again_with_a_new_browser_and_twice_is_an_error(monkeypatch) -> None:
    calls: list[str | None] = []

    def flaky(args, mutant, browser):
        calls.append(mutant)
        if len(calls) == 1:
            raise RuntimeError("Target page, context or browser has been closed")
        return 1, ["failed: root.x"]

    monkeypatch.setattr(ui_worker, "run_once", flaky)
    warm = FakeBrowser()
    assert ui_worker.answer(None, {"mutant": "7"}, warm) == {"code": 1, "lines": ["failed: root.x"]}
    assert (calls, warm.launched) == (["7", "7"], 2)

    monkeypatch.setattr(ui_worker, "run_once", lambda *a: (_ for _ in ()).throw(RuntimeError("dead")))
    assert ui_worker.answer(None, {"mutant": "8"}, FakeBrowser()) == {"error": "RuntimeError: dead"}


def test_the_client_gets_the_workers_answer_over_its_socket(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(ui_worker, "run_once", lambda args, mutant, browser: (1 if mutant else 0, [f"ran {mutant}"]))
    monkeypatch.setattr(ui_worker, "WarmBrowser", FakeBrowser)
    sock = tmp_path / "w.sock"
    threading.Thread(target=ui_worker.serve, args=(sock, ARGS), daemon=True).start()
    ends = time.monotonic() + 10
    while not sock.exists() and time.monotonic() < ends:
        time.sleep(0.02)
    assert ui_client.ask(str(sock), "12") == {"code": 1, "lines": ["ran 12"]}
    assert ui_client.ask(str(sock), None) == {"code": 0, "lines": ["ran None"]}, "Stryker's dry run names no mutant"


def test_the_socket_appears_only_once_the_worker_listens(monkeypatch, tmp_path: Path) -> None:
    """A client that sees the path connects at once: between bind and listen it would be refused (a loaded CI run)."""

    class SlowToListen(socket.socket):
        def listen(self, backlog: int = 0) -> None:
            time.sleep(0.5)
            super().listen(backlog)

    monkeypatch.setattr(ui_worker.socket, "socket", SlowToListen)
    monkeypatch.setattr(ui_worker, "run_once", lambda args, mutant, browser: (0, [f"ran {mutant}"]))
    monkeypatch.setattr(ui_worker, "WarmBrowser", FakeBrowser)
    sock = tmp_path / "w.sock"
    threading.Thread(target=ui_worker.serve, args=(sock, ARGS), daemon=True).start()
    ends = time.monotonic() + 10
    while not sock.exists() and time.monotonic() < ends:
        time.sleep(0.001)
    assert ui_client.ask(str(sock), "3") == {"code": 0, "lines": ["ran 3"]}


@pytest.mark.parametrize("socket_state", ["missing", "not a socket"])
def test_without_a_worker_the_client_runs_the_mutant_itself(tmp_path: Path, socket_state: str) -> None:
    sock = tmp_path / "w.sock"
    if socket_state == "not a socket":
        sock.write_text("")
    fallback = [sys.executable, "-c", "import os; print('ran', os.environ['__STRYKER_ACTIVE_MUTANT__']); raise SystemExit(1)"]
    done = subprocess.run(
        [sys.executable, ui_client.__file__, str(sock), "--", *fallback],
        capture_output=True,
        text=True,
        env={"__STRYKER_ACTIVE_MUTANT__": "5", "PATH": "/usr/bin:/bin"},
        timeout=30,
    )
    assert (done.returncode, done.stdout.strip()) == (1, "ran 5")


def test_clients_take_the_free_workers_from_their_runners_own_and_wait_when_every_one_is_busy(tmp_path: Path) -> None:
    a, b = str(tmp_path / "a.sock"), str(tmp_path / "b.sock")
    with ui_client.free_worker([a, b], runner=0) as first, ui_client.free_worker([a, b], runner=0) as second:
        assert (first, second) == (a, b), "a runner whose worker is busy takes another, never a busy one"
        got: list[str] = []
        waiting = threading.Thread(target=lambda: got.append(_held_briefly([a, b], runner=3)))
        waiting.start()
        time.sleep(0.3)
        assert got == [], "with every worker busy, a client waits for its runner's own"
    waiting.join(10)
    assert got == [b], "runner 3 of two workers is the second's"
    with ui_client.free_worker([a, b], runner=1) as own:
        assert own == b


def _held_briefly(sockets: list[str], runner: int) -> str:
    with ui_client.free_worker(sockets, runner) as path:
        return path


def test_without_its_worker_a_client_runs_the_mutant_on_the_first_workers_app_holding_that_workers_lock(
    tmp_path: Path,
) -> None:
    """The command names the first worker's app: no run of that worker may reset it meanwhile."""
    first, second = tmp_path / "a.sock", tmp_path / "b.sock"
    probe = (
        "import fcntl, sys\n"
        f"lock = open({str(first) + '.lock'!r}, 'a')\n"
        "try:\n"
        "    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
        "    print('free')\n"
        "except OSError:\n"
        "    print('held')\n"
    )
    done = subprocess.run(
        [sys.executable, ui_client.__file__, f"{first},{second}", "--", sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env={"__STRYKER_ACTIVE_MUTANT__": "5", "STRYKER_MUTATOR_WORKER": "1", "PATH": "/usr/bin:/bin"},
        timeout=30,
    )
    assert done.stdout.strip() == "held", done.stderr
