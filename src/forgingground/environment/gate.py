"""The gate every command that reads environments passes first: an environment `fgb validate` rejects is named,
its first problems shown, and the command refuses it (exit 2) instead of running on it without a word."""

from __future__ import annotations

import sys
from pathlib import Path

from .. import paths
from .problems import Severity
from .validate import list_environments, validate_environment

SHOWN = 20  # problems printed per environment; `fgb validate ENV` lists them all


def refused(command: str, root: Path, names: list[str] | None = None) -> bool:
    """True (after saying why on stderr) when a named environment is unknown or invalid; None checks every one."""
    known = list_environments(root)
    unknown = [n for n in names or [] if n not in known]
    if unknown:
        print(f"fgb {command}: no environment {', '.join(map(repr, unknown))}; choose one of {', '.join(known)}", file=sys.stderr)
        return True
    bad = 0
    for name in names if names is not None else known:
        errors = [
            p for p in validate_environment(root, name, paths.environments_dir(root) / name) if p.severity == Severity.ERROR
        ]
        if errors:
            bad += 1
            for problem in errors[:SHOWN]:
                print(problem.render(), file=sys.stderr)
            print(
                f"fgb {command}: environment {name!r} is invalid ({len(errors)} error(s)): run `fgb validate {name}`",
                file=sys.stderr,
            )
    return bad > 0
