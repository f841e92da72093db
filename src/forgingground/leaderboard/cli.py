"""`fgb leaderboard RESULTS...`: aggregate result records into leaderboard JSON and its site page."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

EPILOG = """\
examples:
  fgb leaderboard contracts/results/leaderboard/records --out contracts/results/leaderboard/leaderboard.json
  fgb leaderboard runs/*/result.json --out lb.json --page site/docs/leaderboard.md

Every RESULTS argument is a result.json (written by `fgb evaluate`) or a folder searched for *.json.
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "leaderboard",
        help="aggregate result records per agent (means with intervals, per-environment cells); JSON and a site page",
        description=__doc__,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("results", nargs="+", type=Path, metavar="RESULTS")
    p.add_argument("--out", type=Path, help="leaderboard JSON to write (default: print it)")
    p.add_argument("--page", type=Path, help="also write the Markdown site page here")
    p.add_argument(
        "--generated-by", default="fgb leaderboard", help="the command recorded as the file's maker (default: fgb leaderboard)"
    )
    commands["leaderboard"] = cmd_leaderboard


def cmd_leaderboard(args: argparse.Namespace) -> int:
    from .. import paths
    from ..argcheck import writable_file
    from ..engine.reports import write_atomically
    from .aggregate import RecordError, aggregate, load_records
    from .page import render_leaderboard_page
    from .write import validate

    bad = [p for p in (args.out and writable_file("--out", args.out), args.page and writable_file("--page", args.page)) if p]
    if bad:
        print("\n".join(f"fgb leaderboard: {p}" for p in bad), file=sys.stderr)
        return 2
    missing = [str(p) for p in args.results if not p.exists()]
    if missing:
        print(f"fgb leaderboard: no such file or folder: {', '.join(missing)}", file=sys.stderr)
        return 2
    try:
        records = load_records(args.results, paths.find_root(Path(args.root) if args.root else None))
    except RecordError as exc:
        print(f"fgb leaderboard: {exc}", file=sys.stderr)
        return 2
    if not records:
        print("fgb leaderboard: no result records found: pass result.json files or folders holding them", file=sys.stderr)
        return 2
    try:
        data = aggregate(records, args.generated_by)
    except RecordError as exc:
        print(f"fgb leaderboard: {exc}", file=sys.stderr)
        return 2
    validate(data)
    text = json.dumps(data, indent=2) + "\n"
    if args.out:
        write_atomically(args.out, text)
        print(f"wrote {args.out} ({len(records)} records, {len(data['agents'])} agents)")
    else:
        sys.stdout.write(text)
    if args.page:
        write_atomically(args.page, render_leaderboard_page(data))
        print(f"wrote {args.page}")
    return 0
