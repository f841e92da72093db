"""Check exported tasks with Harbor's own code: load each with its task model, lint it with its default rules.

Run in a Python >= 3.12 environment with `harbor` installed (`nox -s harbor` does both):
    python -m forgingground.harbor.check TASKS_DIR
Exit 1 on any finding of Harbor's default rule set (what `harbor lint` reports); findings of the opt-in rules are
printed as notes, with what to change.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

OPT_IN_NOTES = {
    "unpinned-image": "re-export with --base-image python:3.12-slim-bookworm@sha256:<digest> to pin the base image",
}


def check_task(task_dir: Path) -> tuple[list[str], list[str]]:
    """(errors, notes) for one task folder."""
    from harbor.lint import lint_task
    from harbor.lint.models import DEFAULT_RULES
    from harbor.models.task.config import TaskConfig
    from harbor.models.task.task import Task

    errors, notes = [], []
    try:
        TaskConfig.model_validate(tomllib.loads((task_dir / "task.toml").read_text()))
        Task(task_dir)
    except Exception as exc:  # Harbor's own verdict, whatever its type: report it as the finding it is
        errors.append(f"{task_dir}: Harbor cannot load the task: {exc}")
    for finding in lint_task(task_dir):
        line = f"{finding.path}:{finding.line or 0}: {finding.rule.value}: {finding.message}"
        if finding.rule in DEFAULT_RULES:
            errors.append(line)
        else:
            notes.append(f"{line} ({OPT_IN_NOTES.get(finding.rule.value, 'opt-in rule')})")
    return errors, notes


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 1 or not Path(args[0]).is_dir():
        print("usage: python -m forgingground.harbor.check TASKS_DIR (a folder of exported tasks, or one task)", file=sys.stderr)
        return 2
    root = Path(args[0])
    tasks = [root] if (root / "task.toml").exists() else sorted(p.parent for p in root.glob("*/task.toml"))
    if not tasks:
        print(f"no task.toml under {root}: export tasks first with `fgb export harbor --out {root}`", file=sys.stderr)
        return 2
    from importlib.metadata import version

    failed = 0
    for task in tasks:
        errors, notes = check_task(task)
        failed += bool(errors)
        print(f"{task.name}: {'ok' if not errors else f'{len(errors)} finding(s)'} (harbor {version('harbor')})")
        for line in errors:
            print(f"  error: {line}")
        for line in notes:
            print(f"  note: {line}")
    print(f"{len(tasks) - failed}/{len(tasks)} task(s) load with Harbor's TaskConfig and pass its default lint rules")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
