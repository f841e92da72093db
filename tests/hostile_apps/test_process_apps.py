"""Apps that misbehave as processes: nothing of them is left running, what had to be killed is reported,
a crash or a failed start still writes every report, and the exit status says whether the run completed."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx

from forgingground.engine.app_process import AppProcess

from .conftest import app_command, check_survived, processes_with, run_verify


def test_server_that_ignores_sigterm_is_killed_and_reported(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "ignores SIGTERM: killed with SIGKILL after the grace period, reported, nothing left")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("ignores_sigterm", token)], token)
    check_survived(v, (0,))
    killed = [i for i in v.report["infrastructure"] if i["kind"] == "process"]
    assert killed and "SIGKILL" in killed[0]["message"]


def test_background_server_is_stopped(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "start command `server &`: the shell exits at once, the server is still found and stopped")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("notes_base", token, background=True)], token)
    check_survived(v, (0,))
    assert v.report["scores"]["leaf_pass"]["value"] == 1.0


def test_children_of_the_app_are_stopped(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "spawns children that ignore SIGTERM: the whole process group is stopped")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("spawns_children", token)], token)
    check_survived(v, (0,))
    assert "process" in v.infra_kinds()


def test_app_that_crashes_mid_run_is_not_complete(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "crashes after 10 requests: completed false, exit 1, says how many checks did not run")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("crashes_after_n", token)], token)
    check_survived(v, (1,))
    report = v.report
    assert report["completed"] is False
    assert report["checks"]["ran"] < report["checks"]["planned"]
    missing = report["checks"]["planned"] - report["checks"]["ran"]
    assert any(i["kind"] == "incomplete" and i["message"].startswith(f"{missing} of ") for i in report["infrastructure"])
    assert f"incomplete: {missing} of" in v.stdout


def test_slow_state_starts_with_the_given_timeouts(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "GET /api/state takes 1.5 s: starts with --timeout 10 --startup-timeout 60")
    args = ["notes", "--start", app_command("slow_state", token), "--timeout", "10", "--startup-timeout", "60"]
    v = run_verify(env_root, tmp_path / "out", args, token)
    check_survived(v, (0,))
    assert v.report["completed"] and v.report["scores"]["leaf_pass"]["value"] == 1.0


def test_flooding_app_log_is_capped(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "floods stdout with 24 MB: app.log keeps head and tail with a marker, at most about 10 MB")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("floods_log", token)], token)
    check_survived(v, (0,))
    log = (v.out / "app.log").read_bytes()
    assert len(log) <= 10_001_000
    assert b"bytes of output cut here" in log and log.rstrip().endswith(b"last line of the flood")


def test_app_that_never_starts_still_gets_every_report(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "exits before listening: exit 1, all three reports with the start-up failure and the log's tail")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("never_starts", token)], token)
    check_survived(v, (1,))
    start = [i for i in v.report["infrastructure"] if i["kind"] == "app_start"]
    assert start and "exited with code 3" in start[0]["message"] and "cannot open database" in start[0]["message"]
    assert {r["outcome"] for r in v.report["results"] if r["level"] in ("leaf", "mid")} == {"infra_error"}
    assert v.report["completed"] is False


def test_app_that_never_listens_is_stopped_after_the_startup_timeout(
    env_root: Path, tmp_path: Path, token: str, record_property
) -> None:
    record_property("what", "stays alive but never listens: no answer within --startup-timeout, stopped, exit 1")
    args = ["notes", "--start", app_command("never_listens", token), "--startup-timeout", "3"]
    v = run_verify(env_root, tmp_path / "out", args, token)
    check_survived(v, (1,))
    start = [i for i in v.report["infrastructure"] if i["kind"] == "app_start"]
    assert start and "no answer" in start[0]["message"] and "starting up" in start[0]["message"]


def test_reset_by_someone_else_marks_the_run_interfered(env_root: Path, tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "reset by another client mid-run (epoch jumps): interfered, exit 1")
    v = run_verify(env_root, tmp_path / "out", ["notes", "--start", app_command("reset_by_other", token)], token)
    check_survived(v, (1,))
    assert v.report["interfered"] is True and v.report["completed"] is False
    assert any(i["kind"] == "interfered" and "another client reset the app" in i["message"] for i in v.report["infrastructure"])


def test_port_taken_by_another_program_is_not_mistaken_for_the_app(tmp_path: Path, token: str, record_property) -> None:
    record_property("what", "another program grabs the app's port first: not verified by mistake, the app restarts on a new port")

    class Foreign(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("content-length", "2")
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args: object) -> None:
            pass

    foreign = ThreadingHTTPServer(("127.0.0.1", 0), Foreign)
    threading.Thread(target=foreign.serve_forever, daemon=True).start()
    app = AppProcess(app_command("notes_base", token), tmp_path / "app.log", startup_timeout_s=30)
    app.port, app.url = foreign.server_port, f"http://127.0.0.1:{foreign.server_port}"  # as if the race was lost
    try:
        with app:
            assert app.port != foreign.server_port
            assert "epoch" in httpx.get(f"{app.url}/api/state").json(), "the answer comes from our app"
    finally:
        foreign.shutdown()
        foreign.server_close()
    assert not processes_with(token)
