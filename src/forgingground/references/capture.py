"""`fgb references ENV [--check]`: capture each screen of the gold UI at the seed state, and each journey's
checkpoints (screens after actions) by running the journey in the gold UI, as the references.

Writes each screen's and checkpoint's reference png (as the contract names it, e.g. references/<screen>.png)
with its .layout.json beside it, and references/browser.json (the Chromium that made them). --check recaptures
and fails when a committed reference differs beyond the tolerance across browser builds (visual/tolerance.py: a few
widget pixels, antialiasing), printing what differs and the screen's fidelity; it says so when the running Chromium is not the one that made the references.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import paths

BROWSER_FILE = "browser.json"


def browser_file(env_path: Path) -> Path:
    return env_path / "references" / BROWSER_FILE


def recorded_chromium(env_path: Path) -> str | None:
    """The Chromium version that made an environment's references, if recorded."""
    try:
        return str(json.loads(browser_file(env_path).read_text())["chromium"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


class JourneyFailed(Exception):
    """The gold UI could not run a journey up to its checkpoints: its references cannot be captured."""


def references_of(contract: Any) -> dict[str, str]:
    """Screen or checkpoint id -> its reference png, relative to the environment folder."""
    from ..engine.journeys import checkpoints

    found = {s.id: s.reference for s in contract.screens if s.reference}
    found.update({c.id: c.reference for flow in contract.ui_flows for c in checkpoints(flow)})
    return found


def capture_app(env: Any, url: str) -> tuple[dict[str, tuple[bytes, dict[str, Any]]], str]:
    """(screen or checkpoint id -> (png, layout) from the app at url: screens at the seed state, checkpoints along
    their journeys; Chromium version)."""
    import httpx

    from ..browser import SCREEN_QUIET_MS, PageGuard, browser_session, new_page, settle
    from ..engine.journeys import last_checkpoint_step, run_flow, screen_path
    from ..visual.layout import capture_screen

    now = datetime.fromisoformat(env.clock().replace("Z", "+00:00"))
    captured: dict[str, tuple[bytes, dict[str, Any]]] = {}

    def reset() -> None:
        httpx.post(f"{url}/api/reset", json={"now": env.clock()}, timeout=30).raise_for_status()

    with browser_session() as browser:
        version = browser.version
        # Captured the same way the engine captures candidates: one confined page, reset before each screen.
        page = new_page(browser, now, PageGuard([url]))
        for screen in env.contract.screens:
            if not screen.reference:
                continue
            reset()
            page.goto(url + screen_path(screen), wait_until="load")
            settle(page, quiet_ms=SCREEN_QUIET_MS)
            captured[screen.id] = capture_screen(page)
        page.context.close()
        # Each journey from a fresh page and state, as the engine runs it, up to its last checkpoint.
        screens = {s.id: s for s in env.contract.screens}
        for flow in env.contract.ui_flows:
            steps = last_checkpoint_step(flow)
            if not steps:
                continue
            reset()
            variables = set_up(env, url, flow)
            page = new_page(browser, now, PageGuard([url]))
            result = run_flow(
                page,
                flow,
                url,
                screens,
                on_checkpoint=lambda p, c, ms: captured.__setitem__(c.id, capture_screen(p, timeout_ms=ms)),
                steps=steps,
                variables=variables,
            )
            page.context.close()
            if not result.ok:
                raise JourneyFailed(f"{env.name}: the app could not run journey {flow.id}: {result.message}")
    return captured, version


def set_up(env: Any, url: str, flow: Any) -> dict[str, Any]:
    """Make the journey's setup calls as the engine does; their captures (a gold app that refuses one is broken)."""
    from ..engine.http import AppClient, Deadline, Limits
    from ..engine.steps import refusal, run_steps
    from ..engine.transforms import TRANSFORMS

    if not flow.setup:
        return {}
    exchanges, captures = run_steps(AppClient(url, Limits(), Deadline(60)), flow.setup, env.endpoint_by_id(), TRANSFORMS)
    failed = refusal(exchanges, len(flow.setup))
    if failed is not None:
        raise JourneyFailed(f"{env.name}: the app refused journey {flow.id}'s setup: {failed}")
    return captures


def capture_all(root: Path, env_name: str) -> tuple[dict[str, tuple[bytes, dict[str, Any]]], str]:
    """What capture_app captures from the environment's gold app."""
    from ..engine.app_process import AppProcess
    from ..environment import load_environment
    from ..gold import gold_command

    env = load_environment(paths.environments_dir(root) / env_name)
    with tempfile.TemporaryDirectory() as tmp, AppProcess(gold_command(root, env_name), Path(tmp) / "app.log", cwd=root) as app:
        return capture_app(env, app.url)


def compare(env_path: Path, references: dict[str, str], captured: dict[str, tuple[bytes, dict[str, Any]]]) -> list[str]:
    """Each committed reference against its fresh capture, within the tolerance; the problems, in words."""
    from ..visual.score import fidelity
    from ..visual.tolerance import same_screen

    problems = []
    for ident, (png, layout) in captured.items():
        png_file = env_path / references[ident]
        layout_file = png_file.with_suffix(".layout.json")
        shown = f"{env_path.parent.name}/{env_path.name}/{references[ident]}"
        if not png_file.is_file() or not layout_file.is_file():
            problems.append(f"{shown}: missing")
            continue
        ref_layout, ref_png = json.loads(layout_file.read_text()), png_file.read_bytes()
        same, what = same_screen(ref_layout, layout, ref_png, png)
        if not same:
            score = fidelity(ref_layout, layout, ref_png, png)["score"]
            problems.append(f"{shown}: differs from a fresh capture: {what} (fidelity {score})")
        elif what:
            print(f"{shown}: {what}")
    return problems


def write(env_path: Path, references: dict[str, str], captured: dict[str, tuple[bytes, dict[str, Any]]]) -> None:
    """Write each capture as its reference png with the .layout.json beside it."""
    for ident, (png, layout) in captured.items():
        png_file = env_path / references[ident]
        png_file.parent.mkdir(parents=True, exist_ok=True)
        png_file.write_bytes(png)
        png_file.with_suffix(".layout.json").write_text(json.dumps(layout, indent=1) + "\n")
        print(f"wrote {env_path.parent.name}/{env_path.name}/{references[ident]} and {png_file.with_suffix('.layout.json').name}")


def run(root: Path, env_name: str, check: bool) -> list[str]:
    """Write (or with check, compare within the tolerance) the references; return the problems found."""
    from ..environment import load_environment

    env = load_environment(paths.environments_dir(root) / env_name)
    references = references_of(env.contract)
    captured, chromium = capture_all(root, env_name)
    if not check:
        write(env.path, references, captured)
        if captured:
            browser_file(env.path).write_text(json.dumps({"chromium": chromium}, indent=1) + "\n")
        return []
    made_by = recorded_chromium(env.path)
    if made_by != chromium:
        print(
            f"{env_name}: references made with Chromium {made_by or '(not recorded)'}, this is Chromium {chromium}: "
            "compared within the tolerance across browser builds"
        )
    return compare(env.path, references, captured)


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
    except (BrowserUnavailable, JourneyFailed) as exc:
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
