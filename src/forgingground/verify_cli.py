"""`fgb verify`: validate the environment, then verify a running app (or one it starts) with the engine."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path

from . import paths

VERIFY_EPILOG = """\
examples:
  fgb verify gmail --url http://127.0.0.1:8000
  fgb verify gmail --start "uvicorn myapp:app --port {port}" --out results/mine
  fgb verify gmail --url http://127.0.0.1:8000 --layers leaf --json > report.json

The app must serve GET /api/state and POST /api/reset (see any environment's document.md).
Exit status: 0 when the run completed (whatever the scores), 1 when it could not complete
(app did not start, time budget spent), 2 on a usage error. Scores are in the reports.
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    """Register `fgb verify`: the engine's only command."""
    p = sub.add_parser(
        "verify",
        help="verify an app against an environment and write JSON, HTML and JUnit reports",
        description="Restore known state, run every probe and chain, evaluate each assert, aggregate "
        "the score vector {leaf_pass, mid_pass, root_pass, visual, integration_gap}.",
        epilog=VERIFY_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("env", metavar="ENV", help="environment name (a folder under environments/) or path")
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--url", help="base URL of a running app")
    target.add_argument("--start", metavar="CMD", help="shell command that starts the app; {port} and $PORT give its port")
    p.add_argument(
        "--ui-url",
        help="base URL of a front end served apart from the API (e.g. a Vite or Next.js server); root and visual use it",
    )
    p.add_argument("--layers", default="leaf,mid", help="comma-separated layers to run (default: leaf,mid)")
    p.add_argument("--out", type=Path, help="folder for report.json, report.html, junit.xml (and app.log)")
    p.add_argument("--json", action="store_true", help="print the JSON report on stdout instead of the summary")
    p.add_argument("--budget", type=float, default=300.0, help="time budget of the whole run in seconds (default 300)")
    p.add_argument("--timeout", type=float, default=5.0, help="per-request timeout in seconds (default 5)")
    p.add_argument("--startup-timeout", type=float, default=30.0, help="seconds to wait for --start to answer")
    commands["verify"] = cmd_verify


def _env_dir(root: Path, name: str) -> Path:
    candidate = Path(name)
    if candidate.is_dir() and (candidate / "contract.json").exists():
        return candidate.resolve()
    return paths.environments_dir(root) / name


def cmd_verify(args: argparse.Namespace) -> int:
    from .engine.app_process import AppProcess, AppStartError
    from .engine.http import Limits
    from .engine.reports import terminal_summary, write_reports
    from .engine.runner import ALL_LAYERS, RunOptions, verify
    from .environment import Severity, load_environment, validate_environment

    layers = tuple(x.strip() for x in args.layers.split(",") if x.strip())
    unknown = [x for x in layers if x not in ALL_LAYERS]
    if unknown or not layers:
        print(f"fgb verify: unknown layer(s) {unknown}: choose from {', '.join(ALL_LAYERS)}", file=sys.stderr)
        return 2
    root = paths.find_root(Path(args.root) if args.root else None)
    env_dir = _env_dir(root, args.env)
    errors = [p for p in validate_environment(root, env_dir.name, env_dir) if p.severity == Severity.ERROR]
    if errors:
        print("\n".join(p.render() for p in errors[:20]), file=sys.stderr)
        print(f"fgb verify: environment {args.env!r} is invalid ({len(errors)} error(s)): fix it first", file=sys.stderr)
        return 2
    env = load_environment(env_dir)
    out = args.out or Path("results") / env.name
    options = RunOptions(
        layers=layers,
        budget_s=args.budget,
        limits=Limits(request_timeout_s=args.timeout),
        artifacts_dir=out,
        ui_url=args.ui_url,
    )
    with ExitStack() as stack:
        app = None
        if args.start:
            try:
                app = stack.enter_context(AppProcess(args.start, out / "app.log", args.startup_timeout))
            except AppStartError as exc:
                print(f"fgb verify: the app did not start: {exc}", file=sys.stderr)
                return 1
        url = app.url if app else args.url
        report = _run_with_progress(verify, env, url, options)
        if app:
            report["app"].update(start_command=args.start, log_file=str(out / "app.log"))
    files = write_reports(report, out)
    if args.json:
        print(json.dumps(report, indent=2, default=str))
    else:
        print("\n".join(terminal_summary(report, files)))
    return 0 if report["completed"] else 1


def _run_with_progress(verify, env, url, options):  # type: ignore[no-untyped-def]
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    ) as bar:
        task = bar.add_task(f"verifying {env.name}", total=None)

        def progress(what: str, done: int, total: int) -> None:
            bar.update(task, completed=done, total=total, description=f"{env.name}: {what}")

        return verify(env, url, options, progress)
