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
  fgb verify gmail --url http://127.0.0.1:8000 --layers root --rule ui.labels.apply   # one rule's journeys only

The app must serve GET /api/state and POST /api/reset (see any environment's document.md).
Exit status: 0 when the run completed (whatever the scores), 1 when it could not complete
(app did not start, a planned check did not run, time budget spent, another client reset the app,
another fgb verify holds the app with --no-wait), 2 on a usage error. Scores are in the reports.
One run at a time per --url on this machine: a second run waits for the first (or refuses with --no-wait).
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
    p.add_argument(
        "--rule",
        action="append",
        metavar="ID",
        help="run only the probes, chains, journeys and screens with an assert citing this rule id (repeatable; "
        "`fgb rules ENV` lists the ids): a quick check while fixing one rule, not a score",
    )
    p.add_argument("--out", type=Path, help="folder for report.json, report.html, junit.xml (and app.log)")
    p.add_argument("--json", action="store_true", help="print the JSON report on stdout instead of the summary")
    p.add_argument("--budget", type=float, default=300.0, help="time budget of the whole run in seconds (default 300)")
    p.add_argument("--timeout", type=float, default=5.0, help="per-request timeout in seconds (default 5)")
    p.add_argument("--startup-timeout", type=float, default=30.0, help="seconds to wait for --start to answer")
    p.add_argument(
        "--journey-retries",
        type=int,
        default=1,
        metavar="N",
        help="run a failed journey again from a fresh reset up to N times (default 1; 0: never). A journey that passes "
        "on a later try passes, and the report marks it flaky with what its first try saw",
    )
    p.add_argument(
        "--no-wait", action="store_true", help="refuse (exit 1) instead of waiting when another fgb verify runs against --url"
    )
    commands["verify"] = cmd_verify


def _env_dir(root: Path, name: str) -> Path:
    candidate = Path(name)
    if candidate.is_dir() and (candidate / "contract.json").exists():
        return candidate.resolve()
    return paths.environments_dir(root) / name


def usage_problems(args: argparse.Namespace) -> list[str]:
    """Every bad value on the command line, found before anything runs."""
    from .argcheck import http_url, positive_seconds

    problems = [
        positive_seconds("--budget", args.budget),
        positive_seconds("--timeout", args.timeout),
        positive_seconds("--startup-timeout", args.startup_timeout),
    ]
    if args.journey_retries < 0:
        problems.append(f"--journey-retries {args.journey_retries}: give 0 (never) or a positive number of tries")
    if args.url is not None:
        problems.append(http_url("--url", args.url))
    if args.ui_url is not None:
        problems.append(http_url("--ui-url", args.ui_url))
    if args.start is not None and not args.start.strip():
        problems.append("--start '': give the shell command that starts the app, e.g. --start 'uvicorn app:app --port {port}'")
    return [p for p in problems if p]


def cmd_verify(args: argparse.Namespace) -> int:
    from .argcheck import writable_folder
    from .engine.app_process import AppProcess, AppStartError
    from .engine.app_store import sqlite_database
    from .engine.http import Limits
    from .engine.reports import sanitize, terminal_summary, write_reports
    from .engine.runner import ALL_LAYERS, Runner, RunOptions, unfinished_report, verify
    from .engine.security_rules import security_rules
    from .engine.stack import StackAccess
    from .engine.target_lock import TargetBusy, TargetLock
    from .environment import Severity, load_environment, validate_environment

    layers = tuple(x.strip() for x in args.layers.split(",") if x.strip())
    unknown = [x for x in layers if x not in ALL_LAYERS]
    if unknown or not layers:
        print(f"fgb verify: unknown layer(s) {unknown}: choose from {', '.join(ALL_LAYERS)}", file=sys.stderr)
        return 2
    problems = usage_problems(args)
    if problems:
        print("\n".join(f"fgb verify: {p}" for p in problems), file=sys.stderr)
        return 2
    root = paths.find_root(Path(args.root) if args.root else None)
    env_dir = _env_dir(root, args.env)
    errors = [p for p in validate_environment(root, env_dir.name, env_dir) if p.severity == Severity.ERROR]
    if errors:
        print("\n".join(p.render() for p in errors[:20]), file=sys.stderr)
        print(f"fgb verify: environment {args.env!r} is invalid ({len(errors)} error(s)): fix it first", file=sys.stderr)
        return 2
    env = load_environment(env_dir)
    cited = {r.root for a in env.asserts.asserts for r in a.rules or []}
    secured = {r["id"] for r in security_rules(json.loads(env.contract.model_dump_json(exclude_none=True)))}
    unknown_rules = sorted(set(args.rule or []) - cited - secured - {r.id for r in env.contract.rules or []})
    if unknown_rules:
        print(f"fgb verify: unknown rule id(s) {', '.join(unknown_rules)}: `fgb rules {env.name}` lists them", file=sys.stderr)
        return 2
    unjudged = sorted(set(args.rule or []) & secured) if "security" not in layers else []
    if unjudged:
        print(f"fgb verify: {', '.join(unjudged)} is judged by the security layer: add it to --layers", file=sys.stderr)
        return 2
    out = args.out or Path("results") / env.name
    bad_out = writable_folder("--out", out)
    if bad_out:
        print(f"fgb verify: {bad_out}", file=sys.stderr)
        return 2
    options = RunOptions(
        layers=layers,
        budget_s=args.budget,
        limits=Limits(request_timeout_s=args.timeout),
        artifacts_dir=out,
        ui_url=args.ui_url,
        rules=frozenset(args.rule) if args.rule else None,
        journey_retries=args.journey_retries,
    )
    app, report = None, None
    with ExitStack() as stack:
        if args.start:
            write_reports(unfinished_report(env, options), out)  # until this run's reports replace it
            database_url = stack.enter_context(sqlite_database())  # the stack unit reads it back and restarts the app
            app = AppProcess(
                args.start,
                out / "app.log",
                args.startup_timeout,
                env={"DATABASE_URL": database_url},
                request_timeout_s=args.timeout,
            )
            options.stack = StackAccess(app.restart, database_url)
            try:
                stack.enter_context(app)
            except AppStartError as exc:
                print(f"fgb verify: the app did not start: {exc}", file=sys.stderr)
                report = Runner(env, app.url, options).not_started(f"the app did not start: {exc}")
        else:
            try:
                stack.enter_context(TargetLock(args.url, wait=not args.no_wait, on_wait=lambda m: print(m, file=sys.stderr)))
            except TargetBusy as exc:
                print(f"fgb verify: {exc}: wait for it, or verify another instance of the app", file=sys.stderr)
                return 1
            write_reports(unfinished_report(env, options), out)  # a refused run leaves the folder as it was
        if report is None:
            report = _run_with_progress(verify, env, app.url if app else args.url, options)
    if app:
        report["app"].update(start_command=args.start, log_file=str(out / "app.log"))
        report["infrastructure"] += [{"kind": "process", "message": note, "where": "app stop"} for note in app.stop_notes]
    report = sanitize(report)
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
