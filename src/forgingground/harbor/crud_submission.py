"""The CRUD-only baseline as a submission: a manifest serving a task's contract as plain CRUD, with a copy of the
environment it serves, so `fgb trial` and Harbor's own runner give it the same app to grade."""

from __future__ import annotations

import shutil
from pathlib import Path

# It serves a copy of the task's held-out dataset (tests/dataset), kept in its submission and named relative to it
# (the app starts in its folder; the grader's sandbox shows that folder and the system, not /tmp where a task may
# live): a reference point that sees more than a building agent, not an agent.
MANIFEST = """[agent]
name = "crud-only"

[app]
start = "{python} -m forgingground.baselines.crud_app {env_dir} --port {{port}}"
"""
# Inside an exported task's image the grader's own venv holds forgingground and starlette; the system python does not.
IMAGE_PYTHON = "/opt/fgb/bin/python"


def dataset_environment(task_dir: Path) -> Path:
    """The one environment folder an exported task carries in tests/dataset/environments/."""
    found = sorted(p for p in (task_dir / "tests" / "dataset" / "environments").iterdir() if p.is_dir())
    if len(found) != 1:
        raise ValueError(f"{task_dir}: expected one environment under tests/dataset/environments, found {len(found)}")
    return found[0]


def write_crud_submission(environment: Path, app: Path, python: str = "python") -> Path:
    """Put the CRUD baseline's fgb.toml and its copy of `environment` into the folder `app`; return the manifest."""
    copy = app / "crud-environment" / environment.name
    shutil.copytree(environment, copy, dirs_exist_ok=True)
    manifest = app / "fgb.toml"
    manifest.write_text(MANIFEST.format(python=python, env_dir=f"crud-environment/{environment.name}"), encoding="utf-8")
    return manifest
