"""A submission that serves an environment's gold app: the oracle every layer must score 1.0 on.

gold-<env>/
  fgb.toml                   [agent] name = "gold"; [app] start = uvicorn ref_apps.<package>.app.main:app
  ref_apps/kit/, ref_apps/<package>/   the gold app and its shared kit
  environments/<env>/        the environment files the kit reads (contract, seed)
"""

from __future__ import annotations

import shutil
from pathlib import Path

from .. import paths

AGENT = "gold"


def gold_manifest(package: str) -> str:
    return (
        "# The gold reference app of this environment, served by uvicorn: the oracle submission.\n"
        f'[agent]\nname = "{AGENT}"\n\n'
        "[app]\n"
        f'start = "python -m uvicorn ref_apps.{package}.app.main:app --host 127.0.0.1 --port {{port}} --log-level warning"\n'
    )


def write_gold_submission(root: Path, env: str, out: Path) -> Path:
    """Write a self-contained submission folder for env's gold app into out; return out."""
    package = paths.ref_app_dir(root, env)
    if not package.is_dir():
        raise FileNotFoundError(f"{package} does not exist: {env!r} has no gold app")
    ignore = shutil.ignore_patterns("__pycache__", "*.sqlite3*")
    out.mkdir(parents=True, exist_ok=True)
    (out / "ref_apps").mkdir(exist_ok=True)
    shutil.copy2(root / "ref_apps" / "__init__.py", out / "ref_apps" / "__init__.py")
    for folder in (root / "ref_apps" / "kit", package):
        shutil.copytree(folder, out / "ref_apps" / folder.name, ignore=ignore, dirs_exist_ok=True)
    shutil.copytree(paths.environments_dir(root) / env, out / "environments" / env, ignore=ignore, dirs_exist_ok=True)
    (out / "fgb.toml").write_text(gold_manifest(package.name), encoding="utf-8")
    return out
