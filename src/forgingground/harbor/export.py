"""`fgb export harbor`: one Harbor task per environment. Each task folder:

  <env>/task.toml                  timeouts, resources, separate verifier, /app as the artifact, metadata + provenance
  <env>/instruction.md             the brief's instruction (what the agent reads)
  <env>/environment/Dockerfile     Python 3.12, Node, Chromium; fgb in /opt/fgb; the brief's files in /app
  <env>/environment/app/           the brief's files (copied to /app; `fgb trial` copies them to its workspace)
  <env>/environment/fgb/           the fgb wheel and pinned requirements (requirements-fgb.txt, requirements-stack.txt)
  <env>/tests/test.sh              starts the submission per /app/fgb.toml, grades every layer, writes reward.json
  <env>/tests/dataset/             schemas/, environments/<env>/, ref_apps/ and contracts/visibility.json: a checkout's slice
  <env>/solution/solve.sh          copies solution/gold/ (the gold app and its fgb.toml) into /app
  <env>/solution/gold/             the gold app as a submission (build.gold_submission: ref_apps/, its environment, fgb.toml)

The agent image holds the brief and the grader's code (public), never asserts, chains, journeys or the gold app:
tests/ and solution/ reach a container only at verification (in a fresh, separate verifier) and for the oracle.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from .. import __version__, paths
from . import dist, scripts
from .reward import REWARD_DEFINITION, REWARD_KEYS

TASK_FILES = ("task.toml", "instruction.md", "environment/Dockerfile", "tests/test.sh", "solution/solve.sh")
DATASET_FILES = ("contracts/visibility.json",)
DEFAULT_BASE_IMAGE = "python:3.12-slim-bookworm"
ORG = "forgingground"
AGENT_TIMEOUT_S = 7200.0
VERIFIER_TIMEOUT_S = 1800.0
RESOURCES = {"cpus": 2, "memory_mb": 8192, "storage_mb": 20480, "build_timeout_sec": 1800.0}


HARBOR_NOTE = """
## In this task

You work in `/app`, where the brief's files already are; build the app there. When you stop, `/app` is copied to
a fresh machine of the same image and graded there: leave the submission manifest at `/app/fgb.toml`
(`[agent] name`, `[app] start` with `{port}`, optional `[app] install` and `[ui]`). Nothing you start keeps
running; the grader installs and starts the app itself from the manifest.
"""


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no TOML for {value!r}")


def render_toml(tables: dict[str, dict[str, Any]], top: dict[str, Any]) -> str:
    """A small TOML writer: top-level keys, then one [table] per entry (values may be inline tables)."""
    lines = [f"{k} = {_toml_value(v)}" for k, v in top.items()]
    for name, table in tables.items():
        lines += ["", f"[{name}]", *(f"{k} = {_toml_value(v)}" for k, v in table.items())]
    return "\n".join(lines) + "\n"


def _commit(root: Path) -> str:
    done = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, check=False)
    return done.stdout.strip() if done.returncode == 0 else "unknown"


def _sha256(file: Path) -> str:
    return hashlib.sha256(file.read_bytes()).hexdigest()


def task_config(root: Path, env: str, brief: dict[str, Any], commit: str) -> str:
    """task.toml: Harbor's TaskConfig fields only; everything of ours goes under [metadata]."""
    env_dir = paths.environments_dir(root) / env
    meta = json.loads((env_dir / "meta.json").read_text())
    title = meta.get("title") or meta.get("name") or env
    brief_version = brief["brief_version"]
    return render_toml(
        {
            "task": {
                "name": f"{ORG}/{env}",
                "version": brief_version,
                "description": f"Build a working full-stack clone of {title} (FastAPI + SQLite/PostgreSQL + a browser UI) "
                "from its brief; graded by ForgingGround-Bench on every layer.",
                "keywords": ["forgingground", "web-app", "full-stack", "fastapi", env],
            },
            "metadata": {
                "environment": env,
                "brief_version": brief_version,
                "fgb_version": __version__,
                "reward_keys": [*REWARD_KEYS, "reward"],
                "reward": REWARD_DEFINITION,
                "provenance": {
                    "exported_by": "fgb export harbor",
                    "repository": "ForgingGround-Bench",
                    "commit": commit,
                    "contract_sha256": _sha256(env_dir / "contract.json"),
                    "asserts_sha256": _sha256(env_dir / "asserts.json"),
                },
            },
            "agent": {"timeout_sec": AGENT_TIMEOUT_S, "user": "agent"},
            # A fresh container grades /app: nothing the agent changed in its own machine reaches the grader.
            "verifier": {"timeout_sec": VERIFIER_TIMEOUT_S, "environment_mode": "separate"},
            "environment": dict(RESOURCES),
        },
        {"source": "ForgingGround-Bench", "artifacts": ["/app"]},
    )


def _write(file: Path, text: str, executable: bool = False) -> None:
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text)
    if executable:
        file.chmod(0o755)


def export_task(root: Path, env: str, out: Path, wheel: Path, base_image: str = DEFAULT_BASE_IMAGE) -> Path:
    """Write out/<env>/ (replacing it) and return it."""
    from ..build import write_brief
    from ..build.gold_submission import write_gold_submission

    task = out / env
    if task.exists():
        shutil.rmtree(task)
    app = task / "environment" / "app"
    app.mkdir(parents=True)
    brief = write_brief(root, env, app)  # the same bundle `fgb brief` writes; its instruction.md goes on top
    _write(task / "instruction.md", (app / "instruction.md").read_text().rstrip("\n") + "\n" + HARBOR_NOTE)
    fgb_dist = task / "environment" / "fgb"
    fgb_dist.mkdir(parents=True)
    shutil.copy2(wheel, fgb_dist / wheel.name)
    _write(fgb_dist / "requirements-fgb.txt", dist.requirements_text(root, verifier=True))
    _write(fgb_dist / "requirements-stack.txt", dist.requirements_text(root, verifier=False))
    subs = {"env": env, "version": __version__}
    _write(task / "environment" / "Dockerfile", scripts.DOCKERFILE.substitute(subs, base_image=base_image, wheel=wheel.name))
    _write(task / "tests" / "test.sh", scripts.TEST_SH.substitute(subs), executable=True)
    dataset = task / "tests" / "dataset"
    shutil.copytree(paths.schemas_dir(root), dataset / "schemas")
    shutil.copytree(
        paths.environments_dir(root) / env, dataset / "environments" / env, ignore=shutil.ignore_patterns("__pycache__")
    )
    # The reference implementation meta.json claims (the validator `fgb evaluate` runs checks it is there).
    ref = paths.ref_app_dir(root, env)
    ignore = shutil.ignore_patterns("__pycache__", "*.sqlite3*")
    for folder in (root / "ref_apps" / "kit", ref):
        shutil.copytree(folder, dataset / "ref_apps" / folder.name, ignore=ignore)
    shutil.copy2(root / "ref_apps" / "__init__.py", dataset / "ref_apps" / "__init__.py")
    for shared in DATASET_FILES:  # what `fgb evaluate` reads besides the environment (the visibility policy)
        if (root / shared).is_file():
            (dataset / shared).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / shared, dataset / shared)
    _write(task / "solution" / "solve.sh", scripts.SOLVE_SH.substitute(subs), executable=True)
    write_gold_submission(root, env, task / "solution" / "gold")
    _write(task / "task.toml", task_config(root, env, brief, _commit(root)))
    return task


def export_all(
    root: Path, envs: list[str], out: Path, wheel: Path | None = None, base_image: str = DEFAULT_BASE_IMAGE
) -> list[Path]:
    """Every named environment (all with a gold app when none named), sharing one wheel."""
    import tempfile

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="fgb-export-") as tmp:
        wheel = wheel or dist.build_wheel(root, Path(tmp))
        return [export_task(root, env, out, wheel, base_image) for env in envs]


def exportable_environments(root: Path) -> list[str]:
    """Environments with a gold app: the oracle needs one."""
    return sorted(
        p.name for p in paths.environments_dir(root).iterdir() if p.is_dir() and paths.ref_app_dir(root, p.name).is_dir()
    )
