"""`fgb seed --trust-env-code`: the one command that runs code from environment folders (seed/generate.py), on request.

Every other command reads environments as data. A seed generator is a contributor's program, so it runs only when the
caller says the checkout is trusted; CI for pull requests never passes --trust-env-code and checks seeds as data instead.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths
from ..dataset.confined import escape
from .validate import list_environments

GENERATOR = "seed/generate.py"
REFUSAL = (
    "fgb seed: this runs environments/<env>/{generator}, code from the environment folders, on this machine; "
    "pass --trust-env-code only for a checkout you trust (never in CI for pull requests)"
)


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "seed",
        help="rebuild seeds with their generators (runs environment code: needs --trust-env-code)",
        description="Run environments/<env>/seed/generate.py for each environment that has one; --check compares only. "
        "This executes code from the environment folders, so it refuses unless --trust-env-code is given.",
    )
    p.add_argument("envs", nargs="*", metavar="ENV", help="environment names (default: every one with a generator)")
    p.add_argument("--check", action="store_true", help="compare each seed.json with its generator's output; write nothing")
    p.add_argument(
        "--trust-env-code", action="store_true", help="allow running the environments' generators (trusted checkouts only)"
    )
    commands["seed"] = cmd_seed


def generators(root: Path, names: list[str] | None = None) -> list[Path]:
    """The seed generators of the named environments (all when None), skipping any path that escapes its folder."""
    found = []
    for name in names or list_environments(root):
        env_dir = paths.environments_dir(root) / name
        if escape(paths.environments_dir(root), name) is None and escape(env_dir, GENERATOR) is None:
            if (env_dir / GENERATOR).is_file():
                found.append(env_dir / GENERATOR)
    return found


def cmd_seed(args: argparse.Namespace) -> int:
    if not args.trust_env_code:
        print(REFUSAL.format(generator=GENERATOR), file=sys.stderr)
        return 2
    root = paths.find_root(Path(args.root) if args.root else None)
    unknown = [n for n in args.envs if not (paths.environments_dir(root) / n).is_dir()]
    if unknown:
        print(f"fgb seed: no environment {', '.join(unknown)} under {paths.environments_dir(root)}", file=sys.stderr)
        return 2
    failed = 0
    for generator in generators(root, args.envs or None):
        print(f"running {generator.relative_to(root)} (trusted: --trust-env-code)", flush=True)
        result = subprocess.run([sys.executable, str(generator), *(["--check"] if args.check else [])], cwd=root)
        failed += result.returncode != 0
    return 1 if failed else 0
