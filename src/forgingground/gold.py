"""`fgb gold` and `fgb baseline`: verify every gold reference app (must score 1.0) and the empty app (must score ~0).

Each app is started on a free port from a clean process, verified over real HTTP, and stopped, several
environments at once (--jobs); every run writes its reports to a folder of its own,
results/<kind>/<UTC time>-<short id>/<env>/<db>/, and points the symlink results/<kind>/latest at it
(two runs from one folder never overwrite each other); a summary goes to contracts/results/<kind>.json
for the docs. Examples:

  fgb gold                          every environment, every layer its gold app can run
  fgb gold --layers leaf,mid -j 4   no browser, four environments at a time
  fgb gold slack --db postgres      one environment on a throwaway PostgreSQL cluster
  fgb baseline                      the empty app (state protocol only) must score about 0
  fgb baseline --kind crud          the CRUD-only app (plain storage, no rules) must score between empty and gold
  fgb gold --through equivalence-proxy   every gold app behind spec-preserving rewrites: still 1.0, or a grader is too strict
  fgb gold --db postgres --draw 4242   CI's main job: live only the changed environments and four drawn by the
                                       number; the committed rows of the rest, made from these very files, stand
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from . import paths
from .engine.reports import write_atomically
from .engine.scoring import ratio_text
from .gold_inputs import KEPT_FILE, SAMPLE, live_share, write_kept

LAYERS = ("leaf", "mid", "root", "visual", "security")
SCORE_KEYS = ("leaf_pass", "mid_pass", "root_pass", "visual", "integration_gap")


def gold_command(root: Path, env: str) -> str:
    """The gold app of an environment: ref_apps/<env>/app/main.py served by uvicorn, from the checkout root."""
    package = paths.ref_app_dir(root, env).name
    return f"{sys.executable} -m uvicorn ref_apps.{package}.app.main:app --port {{port}} --log-level warning"


def empty_command(root: Path, env: str) -> str:
    return f"{sys.executable} -m forgingground.engine.empty_app {paths.environments_dir(root) / env} --port {{port}}"


def crud_command(root: Path, env: str) -> str:
    from .baselines.crud_app import command

    return command(paths.environments_dir(root) / env)


def gold_layers(root: Path, env: str) -> tuple[str, ...]:
    """Every layer when the gold app serves a UI (ref_apps/<env>/app/ui/); else leaf and mid, root and visual not run;
    security too where the environment declares security facts."""
    ui = ("root", "visual") if (paths.ref_app_dir(root, env) / "app" / "ui").is_dir() else ()
    return ("leaf", "mid", *ui, *(("security",) if has_security_facts(root, env) else ()))


def has_security_facts(root: Path, env: str) -> bool:
    """Whether contract.json declares the facts the security layer is generated from."""
    contract = paths.environments_dir(root) / env / "contract.json"
    try:
        return bool(json.loads(contract.read_text(encoding="utf-8")).get("security"))
    except (OSError, ValueError):
        return False


REFERENCE_BUDGET_S = 900.0  # a run of a gold, empty or CRUD app (fgb gold, fgb baseline)


def run_one(
    root: Path,
    env_name: str,
    command: str,
    out: Path,
    database_url: str | None,
    extra_env: dict[str, str] | None = None,
    layers: tuple[str, ...] = LAYERS,
    through: str | None = None,
    vacuity: bool = False,
    run_options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Start the app, verify it on these layers, write the reports into out; run_options tune the run (RunOptions' fields)."""
    from .engine.app_process import AppProcess, AppStartError
    from .engine.app_store import sqlite_database
    from .engine.reports import write_reports
    from .engine.runner import Runner, RunOptions, unfinished_report, verify
    from .engine.stack import StackAccess
    from .environment import load_environment
    from .gold_inputs import write_digest

    env = load_environment(paths.environments_dir(root) / env_name)
    write_digest(root, env_name, out)  # what this verdict depends on: a later reader compares it with its own tree
    store = ExitStack()
    database_url = database_url or store.enter_context(sqlite_database())  # the verifier's own file, read back after
    extra = {"DATABASE_URL": database_url, **(extra_env or {})}
    app = AppProcess(command, out / "app.log", env=extra, cwd=root)
    # Our own apps, not hostile ones: the budget only bounds a run that hangs. The default (300 s, for a submission)
    # is too close to what gmail's every layer takes on a loaded two-core machine with four runs at once.
    options = RunOptions(
        layers=layers,
        budget_s=REFERENCE_BUDGET_S,
        artifacts_dir=out,
        vacuity=vacuity,
        stack=StackAccess(app.restart, database_url),
        **(run_options or {}),
    )
    write_reports(unfinished_report(env, options), out)  # until this run's reports replace it
    try:
        with store, app, _through(through, app.url, env) as url:
            report = verify(env, url, options)
    except AppStartError as exc:
        report = Runner(env, app.url, options).not_started(f"the app did not start: {exc}")
        report["error"] = str(exc)
    report["app"].update(start_command=command, log_file=str(out / "app.log"))
    report["infrastructure"] += [{"kind": "process", "message": note, "where": "app stop"} for note in app.stop_notes]
    write_reports({k: v for k, v in report.items() if k != "error"}, out)
    return report


@contextmanager
def _through(name: str | None, url: str, env: Any) -> Iterator[str]:
    """The URL the verifier talks to: the app's own, or an equivalence proxy's in front of it (forgingground.equivalence)."""
    if name is None:
        yield url
        return
    from .equivalence import EquivalenceProxy, RouteTable

    with EquivalenceProxy(url, RouteTable.from_environment(env)) as proxy:
        yield proxy.url


def _summary_row(report: dict[str, Any], db: str) -> dict[str, Any]:
    if "error" in report:
        return {"environment": report["environment"], "db": db, "error": report["error"][:500]}
    return {
        "environment": report["environment"],
        "db": db,
        "duration_s": report["duration_s"],
        "completed": report["completed"],
        "http_exchanges": report["http_exchanges"],
        "asserts_failed": sorted(r["id"] for r in report["results"] if r["outcome"] in ("fail", "infra_error")),
        **(
            {"vacuous": report["vacuity"]["vacuous"], "vacuity_checked": report["vacuity"]["checked"]}
            if "vacuity" in report
            else {}
        ),
        **(
            {"vacuous_steps": [v["step"] for v in report["vacuity"]["vacuous_steps"]]}
            if report.get("vacuity", {}).get("vacuous_steps")
            else {}
        ),
        **{k: {x: report["scores"][k][x] for x in ("status", "numerator", "denominator", "value")} for k in SCORE_KEYS},
        # only where the layer ran: rows of environments without security facts stay as they were
        **{
            k: {x: report["scores"][k][x] for x in ("status", "numerator", "denominator", "value")}
            for k in ("security",)
            if (report["scores"].get(k) or {}).get("status") == "scored"
        },
    }


def _print_table(title: str, rows: list[dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    for column in ("environment", "db", "leaf", "mid", "root", "visual", "integration gap", "security", "seconds"):
        table.add_column(column, no_wrap=True)
    for row in rows:
        if "error" in row:
            table.add_row(row["environment"], row["db"], f"[red]app did not start: {row['error'][:60]}", "", "", "", "", "", "")
            continue
        cells = [ratio_text(row[k]) for k in SCORE_KEYS]
        security = ratio_text(row["security"]) if "security" in row else "-"  # no security facts: the layer is not run
        table.add_row(row["environment"], row["db"], *cells, security, f"{row['duration_s']:.2f}")
    Console(width=160).print(table)


def run_kind(
    kind: str,
    root: Path,
    envs: list[str],
    db: str,
    out_root: Path,
    jobs: int = 1,
    layers: tuple[str, ...] = LAYERS,
    through: str | None = None,
    vacuity: bool | None = None,
) -> list[dict[str, Any]]:
    """Verify each environment's app in its own process (and PostgreSQL database), `jobs` at a time."""
    from concurrent.futures import ThreadPoolExecutor, as_completed

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .gold_inputs import environment_digest
    from .pgcluster import database_url, throwaway_cluster

    command = gold_command if kind == "gold" else crud_command if kind == "crud" else empty_command
    run_dir = new_run_dir(out_root / (f"{kind}-through-{through}" if through else kind))
    rows: list[dict[str, Any]] = []
    with ExitStack() as stack:
        cluster = stack.enter_context(throwaway_cluster()) if db == "postgres" else None

        def one(env: str) -> dict[str, Any]:
            made_from = environment_digest(root, env)  # before the run: the files the verdict is about
            url = database_url(cluster, f"fgb_{kind}_{env}") if cluster else None
            wanted = gold_layers(root, env)  # the empty app is judged on what its gold app is judged on
            report = run_one(
                root,
                env,
                command(root, env),
                run_dir / env / db,
                url,
                layers=tuple(x for x in wanted if x in layers),
                through=through,
                # the gold app passes everything: what already held before its action is vacuous
                vacuity=kind == "gold" if vacuity is None else vacuity,
            )
            report.setdefault("environment", env)
            return {**_summary_row(report, db), "inputs": made_from}

        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, transient=False) as progress, ThreadPoolExecutor(max(1, jobs)) as pool:
            bar = progress.add_task(f"{kind} ({db}, {jobs} at a time)", total=len(envs))
            futures = {pool.submit(one, env): env for env in envs}
            try:
                for future in as_completed(futures):
                    row = future.result()
                    rows.append(row)
                    verdict = (
                        "app did not start" if "error" in row else f"leaf {_cell(row['leaf_pass'])}, mid {_cell(row['mid_pass'])}"
                    )
                    progress.console.print(f"{kind}: {futures[future]} ({db}) done: {verdict}")
                    progress.advance(bar)
            except BaseException:  # Ctrl-C, SIGTERM or a failure: start no other environment, let the running end
                for future in futures:
                    future.cancel()
                raise
    return sorted(rows, key=lambda r: r["environment"])


def new_run_dir(kind_dir: Path) -> Path:
    """A fresh folder for one run (UTC time + short random id) and the `latest` symlink pointed at it."""
    import secrets
    from datetime import UTC, datetime

    run_dir = kind_dir / f"{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}-{secrets.token_hex(3)}"
    run_dir.mkdir(parents=True)
    latest = kind_dir / "latest"
    staged = kind_dir / f".latest-{run_dir.name}"
    staged.symlink_to(run_dir.name)
    os.replace(staged, latest)  # atomic: a reader sees the old run or the new one, never no link
    return run_dir


def _cell(r: dict[str, Any]) -> str:
    return ratio_text(r, counts=False)


def _write_summary(root: Path, kind: str, rows: list[dict[str, Any]], command: str | None = None) -> Path:
    import fcntl

    file = root / "contracts" / "results" / f"{kind}.json"
    file.parent.mkdir(parents=True, exist_ok=True)
    # Two runs of different environments may finish together: the lock keeps either's rows from being lost.
    with open(file.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        old = json.loads(file.read_text()) if file.exists() else {"runs": []}
        done = {(x["environment"], x["db"]) for x in rows}
        keep = [r for r in old.get("runs", []) if (r["environment"], r["db"]) not in done]
        # Timings vary run to run and live in contracts/bench/; the committed summary holds only what is deterministic.
        runs = sorted(
            keep + [{k: v for k, v in r.items() if k != "duration_s"} for r in rows], key=lambda r: (r["environment"], r["db"])
        )
        write_atomically(file, json.dumps({"generated_by": command or f"nox -s {kind}", "runs": runs}, indent=2) + "\n")
    return file


def gold_failures(rows: list[dict[str, Any]]) -> list[str]:
    """Why a gold run is not 1.0 on every layer it ran (empty when all is well)."""
    problems = []
    for row in rows:
        if "error" in row:
            problems.append(f"{row['environment']} ({row['db']}): the gold app did not start")
            continue
        if not row["completed"]:
            problems.append(f"{row['environment']} ({row['db']}): the run did not complete")
        for k in ("leaf_pass", "mid_pass", "root_pass", "visual", "security"):
            if k in row and row[k]["status"] == "scored" and row[k]["value"] != 1.0:
                problems.append(
                    f"{row['environment']} ({row['db']}): {k} = {row[k]['value']} ({row[k]['numerator']}/{row[k]['denominator']})"
                )
    return problems


BASELINE_CEILING = 0.1


def _empty_leaf_scores(root: Path) -> dict[str, float]:
    """The empty app's committed leaf score per environment (contracts/results/baseline.json): CRUD's floor."""
    summary = root / "contracts" / "results" / "baseline.json"
    try:
        runs = json.loads(summary.read_text(encoding="utf-8"))["runs"]
    except (OSError, ValueError, KeyError):
        return {}
    return {r["environment"]: r["leaf_pass"]["value"] for r in runs if (r.get("leaf_pass") or {}).get("status") == "scored"}


def baseline_failures(rows: list[dict[str, Any]]) -> list[str]:
    problems = []
    for row in rows:
        if "error" in row:
            problems.append(f"{row['environment']}: the empty app did not start")
            continue
        for k in ("leaf_pass", "mid_pass"):
            if row[k]["status"] == "scored" and row[k]["value"] > BASELINE_CEILING:
                problems.append(
                    f"{row['environment']}: an app that does nothing scores {k} = {row[k]['value']} > {BASELINE_CEILING}: "
                    "some assert cannot fail"
                )
    return problems


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    for kind, helptext in (
        ("gold", "verify every gold reference app; fail unless each scores 1.0"),
        ("baseline", "verify the empty app (state protocol only); fail unless it scores near 0"),
    ):
        p = sub.add_parser(kind, help=helptext, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
        p.add_argument("envs", nargs="*", metavar="ENV", help="environments (default: every one with a gold app)")
        p.add_argument(
            "--db",
            choices=("sqlite", "postgres"),
            default="sqlite",
            help="database behind the gold apps: a SQLite file each, or one throwaway PostgreSQL cluster with a database each",
        )
        p.add_argument("--out", type=Path, default=Path("results"), help="folder for the reports (default results/)")
        p.add_argument(
            "--jobs",
            "-j",
            type=int,
            default=os.cpu_count() or 1,
            help="environments verified at once, each app in its own process (default: one per CPU)",
        )
        p.add_argument(
            "--layers",
            default=",".join(LAYERS),
            help="comma-separated layers to run (default: all; `leaf,mid` skips the browser); the others are reported as not run",
        )
        if kind == "gold":  # the false-failure detector: gold must still score 1.0 behind spec-preserving rewrites
            p.add_argument(
                "--through",
                choices=("equivalence-proxy",),
                help="verify through a proxy that adds unknown fields, shuffles unordered lists, respells instants, gzips "
                "and delays (reports under OUT/gold-through-equivalence-proxy/; the summary is not written)",
            )
        if kind == "baseline":  # the CRUD-only app: every endpoint as plain storage, no rules (forgingground.baselines)
            p.add_argument("--kind", dest="app", choices=("empty", "crud"), default="empty", help="which baseline app")
        p.add_argument(
            "--draw",
            metavar="N",
            help="run live only the environments whose committed summary row was made from other files, plus "
            f"{SAMPLE} drawn by N (CI passes the commit's hash); judge the committed rows of the rest (the run's folder "
            f"names them in {KEPT_FILE})",
        )
        p.set_defaults(kind=kind)
        commands[kind] = cmd_kind


def _live_and_kept(root: Path, kind: str, envs: list[str], db: str, draw: str | None) -> tuple[list[str], list[dict[str, Any]]]:
    """With a draw, the environments to run live and the committed rows (contracts/results/<kind>.json) that stand for
    the others; without one, every environment live."""
    if draw is None:
        return envs, []
    summary = root / "contracts" / "results" / f"{kind}.json"
    runs = json.loads(summary.read_text(encoding="utf-8")).get("runs", []) if summary.is_file() else []
    committed = {r["environment"]: r for r in runs if r.get("db") == db}
    live = live_share(root, envs, committed, draw)
    return live, [committed[e] for e in envs if e not in live]


def cmd_kind(args: argparse.Namespace) -> int:
    from .baselines.verdict import crud_failures
    from .environment import list_environments
    from .environment.gate import refused
    from .pgcluster import PostgresUnavailable

    if getattr(args, "app", "empty") == "crud":
        args.kind = "crud"  # its own results/crud/ and contracts/results/crud.json
    root = paths.find_root(Path(args.root) if args.root else None)
    known = [n for n in list_environments(root) if paths.ref_app_dir(root, n).is_dir()]
    missing = [n for n in args.envs if n not in known]
    if missing:
        print(
            f"fgb {args.kind}: no environment with a gold app named {', '.join(missing)}: choose from {', '.join(known)}",
            file=sys.stderr,
        )
        return 2
    if args.jobs < 1:
        print(f"fgb {args.kind}: --jobs {args.jobs}: give 1 or more", file=sys.stderr)
        return 2
    draw = getattr(args, "draw", None)
    if draw is not None and not draw.isdigit():
        print(f"fgb {args.kind}: --draw {draw}: give a whole number (CI passes the commit's hash as one)", file=sys.stderr)
        return 2
    envs = args.envs or known
    if refused(args.kind, root, envs):
        return 2
    try:
        layers = tuple(x.strip() for x in args.layers.split(",") if x.strip())
        unknown = sorted(set(layers) - set(LAYERS))
        if unknown:
            print(f"fgb {args.kind}: unknown layer(s) {', '.join(unknown)}; choose from {', '.join(LAYERS)}", file=sys.stderr)
            return 2
        through = getattr(args, "through", None)
        # the plain run and the run through the equivalence proxy (the false-failure check) each keep their own summary
        summary_kind = f"{args.kind}-through-{through}" if through else args.kind
        live, kept = _live_and_kept(root, summary_kind, envs, args.db, draw)
        rows = run_kind(args.kind, root, live, args.db, args.out, args.jobs, layers, through)
    except PostgresUnavailable as exc:
        print(f"fgb {args.kind}: {exc}", file=sys.stderr)
        return 2
    _print_table(f"{args.kind} ({args.db})", rows)
    for row in rows:
        if row.get("vacuous"):
            listed = ", ".join(row["vacuous"][:8]) + (" ..." if len(row["vacuous"]) > 8 else "")
            print(
                f"vacuous: {row['environment']}: {len(row['vacuous'])} of {row['vacuity_checked']} asserts held before their action: {listed}"
            )
        if row.get("vacuous_steps"):
            print(
                f"vacuous steps: {row['environment']}: {', '.join(row['vacuous_steps'])}: each expect already held before "
                "the action it follows, so the journey races the page (see the report's vacuity section)"
            )
    if set(layers) == set(LAYERS):
        summary = _write_summary(root, summary_kind, rows, f"fgb gold --through {through}" if through else None)
        print(f"summary: {summary.relative_to(root)}; reports under {args.out}/{summary_kind}/latest/")
    else:  # a partial run must not overwrite the committed full-run summary the docs publish
        print(f"summary not written (only {', '.join(layers)} ran); reports under {args.out}/{args.kind}/latest/")
    if kept:
        latest = args.out / summary_kind / "latest"  # this run's folder (a run of no live environment made one too)
        write_kept(latest if latest.is_symlink() else new_run_dir(args.out / summary_kind), kept)
        print(f"judged from their committed rows, made from these very files: {', '.join(r['environment'] for r in kept)}")
        rows = sorted(rows + kept, key=lambda r: r["environment"])
    crud = args.kind == "crud"
    problems = (
        gold_failures(rows)
        if args.kind == "gold"
        else crud_failures(rows, BASELINE_CEILING, _empty_leaf_scores(root))
        if crud
        else baseline_failures(rows)
    )
    for problem in problems:
        print(f"FAIL {problem}", file=sys.stderr)
    return 1 if problems else 0
