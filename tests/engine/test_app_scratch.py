"""An app's temporary files go with it: the verifier gives each app its own TMPDIR and removes it after the stop,
also when a signal ended the app before its exit handlers could run (uvicorn re-raises SIGTERM)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import httpx

from forgingground.engine.app_process import AppProcess

SERVER = """
import atexit, json, shutil, sys, tempfile
from http.server import BaseHTTPRequestHandler, HTTPServer

folder = tempfile.mkdtemp(prefix="db-")
open(folder + "/app.sqlite3", "w").write("data")
atexit.register(shutil.rmtree, folder, ignore_errors=True)  # never runs: SIGTERM's default action ends the process


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"folder": folder}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
"""


def test_temporary_folder_of_an_app_killed_by_a_signal_is_removed(tmp_path: Path) -> None:
    script = tmp_path / "server.py"
    script.write_text(SERVER)
    with AppProcess(f"{sys.executable} {script} {{port}}", tmp_path / "app.log") as app:
        folder = Path(httpx.get(f"{app.url}/api/state").json()["folder"])
        assert (folder / "app.sqlite3").read_text() == "data"
        assert folder.parent != Path(tempfile.gettempdir()), "the app shares the verifier's TMPDIR"
    assert not folder.exists()
    assert not folder.parent.exists()
    assert app.stop_notes == []


def test_a_tmpdir_the_caller_chose_is_kept(tmp_path: Path) -> None:
    script = tmp_path / "server.py"
    script.write_text(SERVER)
    chosen = tmp_path / "chosen"
    chosen.mkdir()
    with AppProcess(f"{sys.executable} {script} {{port}}", tmp_path / "app.log", env={"TMPDIR": str(chosen)}) as app:
        folder = Path(httpx.get(f"{app.url}/api/state").json()["folder"])
    assert folder.parent == chosen and folder.exists()


def test_a_command_that_cannot_start_leaves_no_temporary_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    app = AppProcess(f"{sys.executable} -c pass", tmp_path / "app.log", cwd=tmp_path / "no-such-folder")
    try:
        with app:
            raise AssertionError("started in a folder that does not exist")
    except FileNotFoundError:
        pass
    assert list((tmp_path / "tmp").iterdir()) == []
