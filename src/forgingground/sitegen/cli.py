"""`fgb docs-gen`: write the generated pages of site/docs/ (mkdocs builds the site from them)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    sub.add_parser(
        "docs-gen",
        help="write the site's generated pages (environments, status, reference) into site/docs/",
        description="Generate one page per environment, the STATUS matrices, results with figures, the assert "
        "vocabulary and the CLI reference under site/docs/. `nox -s docs` then runs mkdocs build --strict.",
    )
    commands["docs-gen"] = cmd_docs_gen
    from .gap import DEFAULT, EXAMPLE

    p = sub.add_parser(
        "docs-example",
        help="record the integration-gap page's worked example from one mutant run",
        description=f"Start the gold app of ENV with one mutant, run leaf and mid, and keep what the Integration gap page "
        f"shows in {EXAMPLE}. Default: {' '.join(DEFAULT)}.",
    )
    p.add_argument("env", nargs="?", default=DEFAULT[0], metavar="ENV", help=f"environment (default {DEFAULT[0]})")
    p.add_argument("mutant", nargs="?", default=DEFAULT[1], metavar="MUTANT", help=f"mutant name (default {DEFAULT[1]})")
    p.add_argument("chain", nargs="?", default=DEFAULT[2], metavar="CHAIN", help=f"chain to explain (default {DEFAULT[2]})")
    commands["docs-example"] = cmd_docs_example


def cmd_docs_gen(args: argparse.Namespace) -> int:
    from ..environment.gate import refused
    from .generate import BrokenPages, generate

    root = paths.find_root(Path(args.root) if args.root else None)
    if refused("docs-gen", root):
        return 2
    try:
        written = generate(root, args._parser)
    except BrokenPages as exc:
        print("\n".join(f"fgb docs-gen: {p}" for p in exc.problems), file=sys.stderr)
        return 1
    for path in written:
        print(f"generated {path.relative_to(root)}")
    return 0


def cmd_docs_example(args: argparse.Namespace) -> int:
    from .gap import record

    root = paths.find_root(Path(args.root) if args.root else None)
    if not (paths.environments_dir(root) / args.env).is_dir():
        print(f"no environment {args.env!r} under environments/: `fgb validate` lists them")
        return 2
    try:
        out = record(root, args.env, args.mutant, args.chain)
    except ValueError as exc:
        print(exc)
        return 2
    print(f"wrote {out.relative_to(root)}")
    return 0
