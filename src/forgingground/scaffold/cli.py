"""`fgb scaffold ENV [--check]`: (re)generate ref_apps/<env>/app/api/routes/ from the environment's contract.api."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "scaffold",
        help="generate a gold app's FastAPI routes from contract.api (--check for drift)",
        description="Write ref_apps/<env>/app/api/routes/*.py from environments/<env>/contract.json. "
        "Handlers stay hand-written in ref_apps/<env>/app/handlers/.",
    )
    p.add_argument("envs", nargs="*", metavar="ENV", help="environments (default: every one with a ref_apps folder)")
    p.add_argument("--check", action="store_true", help="compare only; exit 1 and print the diff on drift")
    commands["scaffold"] = cmd_scaffold


def cmd_scaffold(args: argparse.Namespace) -> int:
    from ..environment import list_environments, load_environment
    from .routes import render_routes

    root = paths.find_root(Path(args.root) if args.root else None)
    names = args.envs or [n for n in list_environments(root) if paths.ref_app_dir(root, n).is_dir()]
    drift: list[str] = []
    for name in names:
        env = load_environment(paths.environments_dir(root) / name)
        target = paths.ref_app_dir(root, name) / "app" / "api" / "routes"
        files = render_routes(name, env.contract.api)
        existing = {p.name for p in target.glob("*.py")} if target.is_dir() else set()
        for fname in sorted(set(files) | existing):
            new = files.get(fname, "")
            old = (target / fname).read_text() if (target / fname).exists() else ""
            if old == new:
                continue
            if args.check:
                drift += difflib.unified_diff(
                    old.splitlines(True),
                    new.splitlines(True),
                    f"{target / fname} (committed)",
                    f"{target / fname} (from contract)",
                )
            elif fname in files:
                target.mkdir(parents=True, exist_ok=True)
                (target / fname).write_text(new)
                print(f"wrote {(target / fname).relative_to(root)}")
            else:
                (target / fname).unlink()
                print(f"removed {(target / fname).relative_to(root)}")
    if args.check and drift:
        sys.stdout.write("".join(drift))
        print("\nroutes drifted from contract.api: run `nox -s scaffold` and commit the result")
        return 1
    if args.check:
        print(f"routes match contract.api for {', '.join(names) or 'no environment'}")
    return 0
