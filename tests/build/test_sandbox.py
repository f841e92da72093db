"""fgb evaluate confines a submission: its copy writable, the rest of the machine read-only, the checkout's held-out
folders hidden, no network but its own loopback; symlinks out of it refused; --no-sandbox says what it gives up."""

from __future__ import annotations

import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from forgingground.cli import main
from forgingground.engine.sandbox import unavailable

from .conftest import REPO
from .test_evaluate import _empty_app, _evaluate, _manifest

needs_bwrap = pytest.mark.skipif(bool(unavailable()) and not os.environ.get("FGB_REQUIRE_SANDBOX"), reason=str(unavailable()))


@needs_bwrap
def test_a_sandboxed_submission_cannot_write_outside_read_graders_or_reach_the_host(tmp_path: Path) -> None:
    hits: list[str] = []

    class Host(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    host = ThreadingHTTPServer(("127.0.0.1", 0), Host)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    outside = Path.home() / f".fgb-sandbox-probe-{os.getpid()}"
    graders = REPO / "environments" / "google-tasks" / "asserts.json"
    probe = "\n".join(
        [
            f"touch {outside} && echo WROTE-OUTSIDE",
            f"cat {graders} > /dev/null && echo READ-GRADERS",
            f"python -c 'import urllib.request as u; u.urlopen(\"http://127.0.0.1:{host.server_port}/x\", timeout=3); print(1)' && echo REACHED-HOST",
            "echo built > built.txt && echo WROTE-OWN-COPY",
        ]
    )
    try:
        submission = _manifest(tmp_path / "sub", f'start = "sh probe.sh; exec {_empty_app()}"')
        (submission / "probe.sh").write_text(probe + "\n")
        code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf")
    finally:
        host.shutdown()
        host.server_close()
        outside.unlink(missing_ok=True)
    log = (tmp_path / "out" / "app.log").read_text()
    assert code == 0 and result["completed"], log[-2000:]
    assert "WROTE-OWN-COPY" in log, "the copy is writable"
    assert "WROTE-OUTSIDE" not in log and not outside.exists()
    assert "READ-GRADERS" not in log, "the checkout's held-out files are hidden"
    assert "REACHED-HOST" not in log and hits == [], "no network but the sandbox's own loopback"
    assert not (submission / "built.txt").exists(), "the submission folder itself is never written"
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["app"]["sandbox"] == "bwrap"


def test_no_sandbox_is_recorded(tmp_path: Path) -> None:
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    code, _ = _evaluate(submission, tmp_path / "out", "--layers", "leaf", "--no-sandbox")
    assert code == 0
    assert json.loads((tmp_path / "out" / "report.json").read_text())["app"]["sandbox"] == "none: --no-sandbox"


def test_a_symlink_out_of_the_submission_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"')
    (submission / "secrets").symlink_to("/etc")
    code = main(["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(tmp_path / "out")])
    assert code == 2
    assert "symlink secrets points out of the submission" in capsys.readouterr().err


def test_a_workdir_through_a_symlink_out_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    submission = _manifest(tmp_path / "sub", f'start = "{_empty_app()}"\nworkdir = "api"')
    (submission / "api").symlink_to(outside)
    code = main(["--root", str(REPO), "evaluate", str(submission), "--env", "google-tasks", "--out", str(tmp_path / "out")])
    assert code == 2
    assert "/app/workdir: 'api' leads out of the submission" in capsys.readouterr().err


@needs_bwrap
def test_a_sandboxed_install_gets_a_python_environment_of_its_own(tmp_path: Path) -> None:
    """fgb's environment is read-only in the sandbox: pip installs into the submission's own, which sees fgb's packages."""
    submission = _manifest(tmp_path / "sub", f'install = "sh install.sh"\nstart = "{_empty_app()}"')
    (submission / "install.sh").write_text("pip --version && python -c 'import sys, fastapi; print(\"prefix\", sys.prefix)'\n")
    code, result = _evaluate(submission, tmp_path / "out", "--layers", "leaf")
    log = (tmp_path / "out" / "install.log").read_text()
    assert code == 0 and result["completed"], log[-2000:]
    prefix = next(line.split(" ", 1)[1] for line in log.splitlines() if line.startswith("prefix "))
    assert prefix.endswith("/venv") and not prefix.startswith(str(REPO)), prefix
