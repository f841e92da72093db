"""Where the dataset lives: one place that knows the repository layout."""

from __future__ import annotations

import os
from pathlib import Path

ROOT_ENV_VAR = "FGB_ROOT"


def find_root(start: Path | None = None) -> Path:
    """Return the dataset root: the nearest folder up from `start` (fgb --root) holding schemas/, else from $FGB_ROOT,
    else from the current folder: an explicit --root wins over the environment."""
    if start is None and os.environ.get(ROOT_ENV_VAR):
        return Path(os.environ[ROOT_ENV_VAR]).resolve()
    here = (start or Path.cwd()).resolve()
    for candidate in (here, *here.parents):
        if (candidate / "schemas").is_dir() and (candidate / "environments").is_dir():
            return candidate
    raise FileNotFoundError(
        f"no ForgingGround-Bench checkout found at or above {here}: "
        f"run from the repository or set {ROOT_ENV_VAR}=/path/to/checkout"
    )


def schemas_dir(root: Path) -> Path:
    return root / "schemas"


def environments_dir(root: Path) -> Path:
    return root / "environments"


def generated_dir(root: Path) -> Path:
    return root / "generated"


def ref_app_dir(root: Path, env: str) -> Path:
    return root / "ref_apps" / env.replace("-", "_")
