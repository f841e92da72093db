"""`fgb docs-gen`: write the generated pages of site/docs/ (mkdocs builds the site from them)."""

from __future__ import annotations

import argparse
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


def cmd_docs_gen(args: argparse.Namespace) -> int:
    from .generate import generate

    root = paths.find_root(Path(args.root) if args.root else None)
    for path in generate(root, args._parser):
        print(f"generated {path.relative_to(root)}")
    return 0
