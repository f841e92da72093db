"""`fgb status [--check]`: regenerate the STATUS matrices, or fail with a diff when they are out of date."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "status",
        help="regenerate environments/STATUS.md, contracts/STATUS.md, contracts/VERIFY_STATUS.md",
        description="The STATUS matrices come from the environments and contracts/results/; --check compares only.",
    )
    p.add_argument("--check", action="store_true", help="compare only; print the diff and exit 1 when a file is out of date")
    commands["status"] = cmd_status


def cmd_status(args: argparse.Namespace) -> int:
    from ..environment.gate import refused
    from .render import render_all

    root = paths.find_root(Path(args.root) if args.root else None)
    if refused("status", root):
        return 2
    drift: list[str] = []
    for rel, text in render_all(root).items():
        target = root / rel
        old = target.read_text() if target.exists() else ""
        if old == text:
            continue
        if args.check:
            drift += difflib.unified_diff(old.splitlines(True), text.splitlines(True), f"{rel} (committed)", f"{rel} (generated)")
        else:
            target.write_text(text)
            print(f"wrote {rel}")
    if drift:
        sys.stdout.write("".join(drift))
        print("\nSTATUS files are out of date: run `nox -s status` and commit the result")
        return 1
    if args.check:
        print("STATUS files are up to date")
    return 0
