"""`fgb references ENV [--check]`: capture each screen of the gold UI at the seed state as the reference.

Writes environments/<env>/references/<screen>.png and <screen>.layout.json; --check recaptures and
fails when a committed reference differs (pixels or layout), printing the screens and their fidelity.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import paths


def _same_pixels(a: bytes, b: bytes) -> bool:
    import numpy as np
    from PIL import Image

    return np.array_equal(
        np.asarray(Image.open(io.BytesIO(a)).convert("RGB")), np.asarray(Image.open(io.BytesIO(b)).convert("RGB"))
    )


def capture_all(root: Path, env_name: str) -> dict[str, tuple[bytes, dict[str, Any]]]:
    """screen id -> (png, layout) of every screen with a reference, from the gold app at the seed state."""
    import httpx

    from ..browser import SCREEN_QUIET_MS, browser_session, new_page, settle
    from ..engine.app_process import AppProcess
    from ..engine.journeys import screen_path
    from ..environment import load_environment
    from ..gold import gold_command
    from ..visual.layout import capture_screen

    env = load_environment(paths.environments_dir(root) / env_name)
    now = datetime.fromisoformat(env.clock().replace("Z", "+00:00"))
    captured = {}
    with tempfile.TemporaryDirectory() as tmp, AppProcess(gold_command(root, env_name), Path(tmp) / "app.log", cwd=root) as app:
        with browser_session() as browser:
            page = new_page(browser, now)  # captured the same way the engine captures candidates: one page, reset before each
            for screen in env.contract.screens:
                if not screen.reference:
                    continue
                httpx.post(f"{app.url}/api/reset", json={"now": env.clock()}, timeout=30).raise_for_status()
                page.goto(app.url + screen_path(screen), wait_until="load")
                settle(page, quiet_ms=SCREEN_QUIET_MS)
                captured[screen.id] = capture_screen(page)
            page.context.close()
    return captured


def run(root: Path, env_name: str, check: bool) -> list[str]:
    """Write (or with check, compare) the references; return the problems found."""
    from ..environment import load_environment
    from ..visual.score import fidelity

    env = load_environment(paths.environments_dir(root) / env_name)
    references = {s.id: env.path / s.reference for s in env.contract.screens if s.reference}
    problems = []
    for screen_id, (png, layout) in capture_all(root, env_name).items():
        png_file = references[screen_id]
        layout_file = png_file.with_suffix(".layout.json")
        layout_text = json.dumps(layout, indent=1) + "\n"
        if check:
            if not png_file.is_file() or not layout_file.is_file():
                problems.append(f"{png_file.relative_to(root)}: missing")
                continue
            same_layout = layout_file.read_text() == layout_text
            same_pixels = _same_pixels(png_file.read_bytes(), png)
            if not (same_layout and same_pixels):
                score = fidelity(json.loads(layout_file.read_text()), layout, png_file.read_bytes(), png)["score"]
                what = " and ".join(x for x, bad in (("layout", not same_layout), ("pixels", not same_pixels)) if bad)
                problems.append(f"{png_file.relative_to(root)}: {what} differ from a fresh capture (fidelity {score})")
        else:
            png_file.parent.mkdir(parents=True, exist_ok=True)
            png_file.write_bytes(png)
            layout_file.write_text(layout_text)
            print(f"wrote {png_file.relative_to(root)} and {layout_file.name}")
    return problems


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "references",
        help="capture the gold UI's screens as reference screenshots (--check for drift)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("envs", nargs="*", metavar="ENV", help="environments (default: every one with a gold app and screens)")
    p.add_argument("--check", action="store_true", help="compare only; exit 1 when a reference drifted")
    commands["references"] = cmd_references


def cmd_references(args: argparse.Namespace) -> int:
    from ..browser import BrowserUnavailable
    from ..environment import list_environments

    root = paths.find_root(Path(args.root) if args.root else None)
    envs = args.envs or [n for n in list_environments(root) if paths.ref_app_dir(root, n).is_dir()]
    problems = []
    try:
        for env in envs:
            problems += run(root, env, args.check)
    except BrowserUnavailable as exc:
        print(f"fgb references: {exc}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem)
    if problems:
        print("references drifted from the gold UI: run `nox -s references` and commit the result", file=sys.stderr)
        return 1
    if args.check:
        print(f"references match the gold UI for {', '.join(envs)}")
    return 0
