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
  fgb leaderboard submissions/records --check --submissions submissions/apps --rescore 2

Every RESULTS argument is a result.json (written by `fgb evaluate`) or a folder searched for *.json.
--check writes nothing: it checks a submission's records (well-formed, scored against today's brief, naming the
submission's sha256; with --submissions, RECORDS/<agent>/<name>.json scored SUBMISSIONS/<agent>/<name>/ unchanged;
with --rescore N, N of them, drawn with --seed, are evaluated again and must give the same scores) and exits 1 on
any problem, listing each.
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
    p.add_argument("--check", action="store_true", help="check the records of a submission instead of writing a board")
    p.add_argument("--submissions", type=Path, help="with --check: the submitted apps, SUBMISSIONS/<agent>/<name>/")
    p.add_argument("--rescore", type=int, default=0, metavar="N", help="with --check: evaluate N sampled submissions again")
    p.add_argument("--seed", type=int, default=0, help="with --rescore: the sample's seed (default 0)")
    commands["leaderboard"] = cmd_leaderboard


def repo_url(root: Path) -> str | None:
    """The site's repo_url (site/mkdocs.yml), where the board's log links point; None without one."""
    import re

    config = root / "site" / "mkdocs.yml"
    found = re.search(r"^repo_url:\s*(\S+)", config.read_text(encoding="utf-8"), re.M) if config.is_file() else None
    return found.group(1).rstrip("/") if found else None


def cmd_check(args: argparse.Namespace) -> int:
    from .. import paths
    from .integrity import check

    if args.rescore < 0 or (args.rescore and args.submissions is None):
        print("fgb leaderboard: --rescore N needs N >= 0 and --submissions", file=sys.stderr)
        return 2
    if args.submissions is not None and not args.submissions.is_dir():
        print(f"fgb leaderboard: --submissions {args.submissions} is not a folder", file=sys.stderr)
        return 2
    problems, count = check(
        args.results, paths.find_root(Path(args.root) if args.root else None), args.submissions, args.rescore, args.seed
    )
    for problem in problems:
        print(problem)
    print(f"{count} record(s) checked, {len(problems)} problem(s)" + (f", {args.rescore} re-scored" if args.rescore else ""))
    return 1 if problems or not count else 0


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
    if args.check:
        return cmd_check(args)
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
        write_atomically(
            args.page, render_leaderboard_page(data, repo_url(paths.find_root(Path(args.root) if args.root else None)))
        )
        print(f"wrote {args.page}")
    return 0
