"""An environment for browser_pages.py (the notes fixture with journeys and a screen), a second server, and a run helper."""

from __future__ import annotations

import io
import json
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment

APP = Path(__file__).parent / "browser_pages.py"
NOTES = Path(__file__).parents[2] / "fixtures" / "environments" / "notes"

WELCOME = [{"action": "expect_text", "value": "Welcome"}]
FLOWS = {
    "open_home": (WELCOME, ["root.open_home.page", "root.open_home.rows"]),
    "open_again": (WELCOME, ["root.open_again.page"]),
    "compose": ([{"action": "click", "target": {"role": "button", "name": "Compose"}}], ["root.compose.rows"]),
    "missing_row": (WELCOME, ["root.missing_row.page", "root.missing_row.row"]),
}
ASSERTS = [
    ("root.open_home.page", "The home page greets.", "eval_page_text", {"contains": "Welcome"}),
    ("root.open_home.rows", "The seeded note is stored.", "eval_row_exists", {"table": "notes", "where": {"title": "Buy milk"}}),
    ("root.open_again.page", "The home page greets again.", "eval_page_text", {"contains": "Welcome"}),
    (
        "root.compose.rows",
        "The seeded note is still stored.",
        "eval_row_exists",
        {"table": "notes", "where": {"title": "Buy milk"}},
    ),
    ("root.missing_row.page", "The home page greets.", "eval_page_text", {"contains": "Welcome"}),
    ("root.missing_row.row", "A note nobody wrote is stored.", "eval_row_exists", {"table": "notes", "where": {"title": "Nope"}}),
    ("visual.home.fidelity", "The home screen looks like its reference.", "eval_visual_fidelity", {"threshold": 0.65}),
]


def make_env(folder: Path, flows: list[str], screen: bool = False) -> Any:
    """The notes fixture with the given journeys (from FLOWS) and, when asked, a 'home' screen with a blank reference."""
    from PIL import Image

    shutil.copytree(NOTES, folder)
    contract = json.loads((folder / "contract.json").read_text())
    contract["ui_flows"] = [
        {"id": f, "title": f, "start_screen": "home", "steps": FLOWS[f][0], "asserts": FLOWS[f][1]} for f in flows
    ]
    contract["screens"] = [
        {
            "id": "home",
            "route": "/",
            "title": "Home",
            "reference": "references/home.png" if screen else None,
            "asserts": ["visual.home.fidelity"] if screen else [],
        }
    ]
    (folder / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((folder / "asserts.json").read_text())
    level = {"root": "root", "visual": "visual"}
    wanted = {a for f in flows for a in FLOWS[f][1]} | ({"visual.home.fidelity"} if screen else set())
    asserts["asserts"] = [a for a in asserts["asserts"] if a["level"] != "root"] + [
        {"id": i, "level": level[i.split(".")[0]], "statement": s, "check": {"op": op, "params": p}}
        for i, s, op, p in ASSERTS
        if i in wanted
    ]
    (folder / "asserts.json").write_text(json.dumps(asserts))
    if screen:
        (folder / "references").mkdir()
        png = io.BytesIO()
        Image.new("RGB", (1280, 800), "white").save(png, format="PNG")
        (folder / "references" / "home.png").write_bytes(png.getvalue())
        block = {"text": "Welcome", "x": 8, "y": 21, "w": 200, "h": 37, "color": [0, 0, 0], "font_size": 32, "region": "document"}
        layout = {"viewport": {"width": 1280, "height": 800}, "blocks": [block]}
        (folder / "references" / "home.layout.json").write_text(json.dumps(layout))
    return load_environment(folder)


@contextmanager
def other_server() -> Iterator[tuple[str, list[str]]]:
    """(URL, paths it was asked for) of a server the browser must never reach."""
    hits: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            hits.append(self.path)
            body = b"<h1>SECRET FROM ANOTHER HOST</h1>"
            self.send_response(200)
            self.send_header("content-type", "text/html")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", hits
    finally:
        server.shutdown()
        server.server_close()


def run(
    env: Any, mode: str, other: str, tmp: Path, layers: tuple[str, ...] = ("root",), budget: float = 120.0, retries: int = 1
) -> dict:
    """Start browser_pages.py in a mode and verify the given layers against it; the report, artifacts under tmp/run."""
    command = f"{sys.executable} {APP} {{port}}"
    options = RunOptions(layers=layers, budget_s=budget, artifacts_dir=tmp / "run", journey_retries=retries)
    with AppProcess(command, tmp / "app.log", env={"BROWSER_MODE": mode, "OTHER_URL": other}) as app:
        return verify(env, app.url, options)
