"""`fgb brief` and `fgb evaluate`: the build-mode commands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths

BRIEF_EPILOG = """\
examples:
  fgb brief google-tasks --out brief/          what an agent building google-tasks may see
Which files go in is decided by contracts/visibility.json; every file carries the canary it prints.
"""

EVALUATE_EPILOG = """\
examples:
  fgb evaluate ./my-app --env google-tasks --out results/my-app
  fgb evaluate ./my-app --env google-tasks --layers leaf,mid
  fgb evaluate ./my-app --env google-tasks --db sqlite     no PostgreSQL server on this machine

The app is started with DATABASE_URL naming a throwaway PostgreSQL database (--db sqlite: a SQLite file); the
verifier reads the data model's tables there and restarts the app once, its state kept (protocol.stack.*).
Submission code is untrusted: it runs in a temporary copy, inside a bubblewrap sandbox where the machine allows
one (apt-get install bubblewrap): the system read-only, the checkout's environments/ and tests/ hidden, no
network but its own loopback (installs keep the network), every process stopped with the run. Without
bubblewrap, or with --no-sandbox, it runs as you: report.json's app.sandbox says which. Symlinks that point
out of the submission are refused.
The submission folder holds fgb.toml ([agent] name, [app] start with {port}; optional [ui] with {ui_port}
and {api_url}, [cost]); `fgb brief` writes an example into instruction.md.
Exit status: 0 when the run completed (whatever the scores), 1 when it did not (install or start failed,
time budget spent; result.json says why), 2 on a usage error (a bad fgb.toml, an unknown environment).
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    """Register `fgb brief` and `fgb evaluate`."""
    p = sub.add_parser(
        "brief",
        help="write what an app-building agent may see of an environment (instruction.md, document, API, screens, seed)",
        description="Write the brief bundle of ENV into DIR per contracts/visibility.json; print its version and canary.",
        epilog=BRIEF_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("env", metavar="ENV", help="environment name (a folder under environments/)")
    p.add_argument("--out", type=Path, required=True, help="folder to write the bundle into")
    commands["brief"] = cmd_brief

    p = sub.add_parser(
        "evaluate",
        help="install, start and verify a submission (fgb.toml) on every layer; write reports and result.json",
        description="Copy SUBMISSION to a temporary folder, run its install and start commands per fgb.toml, "
        "verify every layer (root and visual on the front end's URL when [ui] is given), stop it, and write "
        "report.json, report.html, junit.xml and result.json (schemas/result.schema.json) into --out.",
        epilog=EVALUATE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("submission", type=Path, metavar="SUBMISSION", help="folder with fgb.toml at its root")
    p.add_argument("--env", required=True, help="environment name (a folder under environments/)")
    p.add_argument("--out", type=Path, help="folder for the reports and result.json (default results/evaluate/<env>)")
    p.add_argument("--layers", default="leaf,mid,root,visual", help="comma-separated layers (default: all four)")
    p.add_argument(
        "--budget",
        type=float,
        default=None,
        help="time budget of the verification in seconds (default 600); the installs get at most min(300, BUDGET) s together",
    )
    p.add_argument(
        "--db",
        choices=("postgres", "sqlite"),
        default="postgres",
        help="the database DATABASE_URL names for the app: a throwaway PostgreSQL cluster (default; needs the server, "
        "apt-get install postgresql) or a SQLite file of the verifier's own",
    )
    p.add_argument(
        "--no-sandbox",
        action="store_true",
        help="run the submission's commands unconfined, as you, with your network and files (default: a bubblewrap "
        "sandbox where it works: the system read-only, only its temporary copy writable, no network but loopback "
        "for the app and the front end; installs keep the network)",
    )
    commands["evaluate"] = cmd_evaluate


def _known_env(root: Path, env: str, command: str) -> bool:
    """True when env is a valid environment of the checkout; else say which exist or what `fgb validate` found."""
    from ..environment.gate import refused

    return not refused(command, root, [env])


def cmd_brief(args: argparse.Namespace) -> int:
    from ..argcheck import writable_folder
    from .brief import BriefError, write_brief
    from .policy import PolicyError

    root = paths.find_root(Path(args.root) if args.root else None)
    if not _known_env(root, args.env, "brief"):
        return 2
    bad = writable_folder("--out", args.out)
    if bad:
        print(f"fgb brief: {bad}", file=sys.stderr)
        return 2
    try:
        summary = write_brief(root, args.env, args.out)
    except (BriefError, PolicyError) as exc:
        print(f"fgb brief: {exc}", file=sys.stderr)
        return 2
    print(f"brief {summary['brief_version']} of {args.env}: {len(summary['files'])} file(s) in {args.out}")
    print(f"canary: {summary['canary']}")
    return 0


def cmd_evaluate(args: argparse.Namespace) -> int:
    from ..argcheck import positive_seconds, writable_folder
    from ..engine.runner import ALL_LAYERS
    from ..pgcluster import PostgresUnavailable
    from .evaluate import LayerUnavailable, evaluate
    from .limits import EVAL_BUDGET_S
    from .manifest import ManifestError

    root = paths.find_root(Path(args.root) if args.root else None)
    layers = tuple(x.strip() for x in args.layers.split(",") if x.strip())
    unknown = [x for x in layers if x not in ALL_LAYERS]
    if unknown or not layers:
        print(f"fgb evaluate: unknown layer(s) {unknown}: choose from {', '.join(ALL_LAYERS)}", file=sys.stderr)
        return 2
    if args.budget is not None and (bad := positive_seconds("--budget", args.budget)):
        print(f"fgb evaluate: {bad}", file=sys.stderr)
        return 2
    if not args.submission.is_dir():
        print(f"fgb evaluate: {args.submission} is not a folder: pass the submission folder that holds fgb.toml", file=sys.stderr)
        return 2
    if not _known_env(root, args.env, "evaluate"):
        return 2
    out = args.out or Path("results") / "evaluate" / args.env
    bad = writable_folder("--out", out)
    if bad:
        print(f"fgb evaluate: {bad}", file=sys.stderr)
        return 2
    try:
        budget = args.budget or EVAL_BUDGET_S
        result = evaluate(root, args.submission, args.env, out, layers, budget, args.db, sandbox=not args.no_sandbox)
    except ManifestError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(f"fgb evaluate: fix {args.submission / 'fgb.toml'} (schemas/submission.schema.json)", file=sys.stderr)
        return 2
    except LayerUnavailable as exc:
        print(f"fgb evaluate: {exc}", file=sys.stderr)
        return 2
    except PostgresUnavailable as exc:
        print(f"fgb evaluate: the app runs on a throwaway PostgreSQL database and none could start: {exc}", file=sys.stderr)
        print("fgb evaluate: install PostgreSQL (apt-get install postgresql), or pass --db sqlite", file=sys.stderr)
        return 2
    for key, value in result["scores"].items():
        print(f"{key}: {'not run' if value is None else f'{value:.3f}'}")
    if not result["completed"]:
        print(f"not completed: {(result['failure'] or '')[:500]}", file=sys.stderr)
    print(f"result: {out / 'result.json'}  reports: {out / 'report.html'}")
    return 0 if result["completed"] else 1
