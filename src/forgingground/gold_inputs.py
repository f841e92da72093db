"""What a gold verdict depends on, as one digest: a report made from other files says nothing about these.

A gold run writes the digest of its inputs beside its report (`inputs.sha256`); whoever reads that report later
instead of verifying again (CI's test suite reads the main job's run) compares it with the digest of the tree it has.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
from collections.abc import Iterator
from pathlib import Path

from . import paths

DIGEST_FILE = "inputs.sha256"
SKIPPED_PARTS = {"__pycache__", "node_modules", ".stryker-tmp"}
TRIAGE_FILE = "mutation_triage.json"  # written by hand after a mutation campaign: it changes no verdict of gold
NOT_VERDICT_INPUTS = frozenset({TRIAGE_FILE})


def _files(folder: Path) -> Iterator[Path]:
    for file in sorted(folder.rglob("*")):
        if file.is_file() and not SKIPPED_PARTS.intersection(file.relative_to(folder).parts) and file.suffix != ".pyc":
            yield file


def inputs_digest(root: Path, env: str) -> str:
    """sha256 over the environment's folder, its gold app, the kit and the engine (path and bytes of every file but the
    survivors' triage)."""
    return _digest(root, [*_own(root, env), root / "ref_apps" / "kit", root / "src" / "forgingground"], NOT_VERDICT_INPUTS)


def environment_digest(root: Path, env: str) -> str:
    """sha256 over the environment's folder and its gold app only: what a committed summary row was made from, so a
    row older than its environment's last change shows (the engine and the kit change for every environment at once).
    The survivors' triage is left out: committing a campaign's triage leaves the rows standing."""
    return _digest(root, _own(root, env), NOT_VERDICT_INPUTS)


def page_inputs_digest(root: Path, env: str) -> str:
    """sha256 over what a UI mutant's verdict depends on besides the engine: the environment, its gold app (not the
    triage of its survivors, written after the verdicts) and the kit. Committed campaigns stand across engine changes
    (CI's --check samples notice a verdict the engine changed); a campaign's journal does the same."""
    return _digest(root, [*_own(root, env), root / "ref_apps" / "kit"], NOT_VERDICT_INPUTS)


def _own(root: Path, env: str) -> list[Path]:
    return [paths.environments_dir(root) / env, paths.ref_app_dir(root, env)]


def _digest(root: Path, folders: list[Path], skip: frozenset[str] = frozenset()) -> str:
    digest = hashlib.sha256()
    for folder in folders:
        for file in _files(folder) if folder.is_dir() else ():
            if file.name in skip:
                continue
            digest.update(str(file.relative_to(root)).encode() + b"\0")
            digest.update(hashlib.sha256(file.read_bytes()).digest())
    return digest.hexdigest()


def write_digest(root: Path, env: str, out: Path) -> str:
    """Record the digest of the inputs a run starts from, in the folder that will hold its report."""
    value = inputs_digest(root, env)
    out.mkdir(parents=True, exist_ok=True)
    (out / DIGEST_FILE).write_text(value + "\n")
    return value


def recorded_digest(report_dir: Path) -> str | None:
    """The digest a run wrote beside its report (None for a run that wrote none)."""
    file = report_dir / DIGEST_FILE
    return file.read_text().strip() if file.is_file() else None


SAMPLE = 4  # environments drawn per run beyond the changed ones: a rotating share that covers engine changes
KEPT_FILE = "kept.json"  # in a run's folder: the committed rows that stood for the environments it did not run live


def write_kept(run_dir: Path, rows: list[dict]) -> None:
    """Name, in the run's folder, the committed rows judged instead of a live run: a reader of the run's reports then
    knows an environment's missing report was not drawn, not lost."""
    (run_dir / KEPT_FILE).write_text(json.dumps({"runs": rows}, indent=2) + "\n")


def kept_row(run_dir: Path, env: str, db: str = "*") -> dict | None:
    """The committed row a run judged for env (on db, or any database with "*") instead of running it; None if none."""
    file = run_dir / KEPT_FILE
    rows = json.loads(file.read_text()).get("runs", []) if file.is_file() else []
    return next((r for r in rows if r.get("environment") == env and db in ("*", r.get("db"))), None)


def live_share(root: Path, envs: list[str], rows: dict[str, dict], draw: str | None, sample: int = SAMPLE) -> list[str]:
    """Which environments to verify live: every one without a draw; with one (CI passes the commit's hash), those whose
    committed row was not made from their current files (its `inputs` digest differs or is missing), those a pull
    request changes (FGB_CHANGED_SINCE names its base: a row committed beside the change is the author's word, not a
    verdict), plus `sample` drawn by the number. The committed rows of the rest are judged as they stand."""
    if draw is None:
        return list(envs)
    touched = {e for e in envs if rows.get(e, {}).get("inputs") != environment_digest(root, e)}
    since = os.environ.get("FGB_CHANGED_SINCE")
    drawn = set(random.Random(int(draw)).sample(sorted(envs), min(sample, len(envs))))
    return sorted(touched | (changed_since(root, since, envs) if since else set()) | drawn)


def changed_since(root: Path, base: str, envs: list[str]) -> set[str]:
    """The environments whose folder or gold app differ between git revision `base` and the working tree (all of them
    when git cannot tell: a base it does not know must not shrink what runs live). A changed triage changes no verdict."""
    own = {env: [str(p.relative_to(root)) for p in _own(root, env)] for env in envs}
    try:
        done = subprocess.run(
            ["git", "diff", "--name-only", base, "--", *[p for ps in own.values() for p in ps]],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired):
        return set(envs)
    if done.returncode != 0:
        return set(envs)
    files = [f for f in done.stdout.split() if Path(f).name not in NOT_VERDICT_INPUTS]
    return {env for env, prefixes in own.items() if any(f == p or f.startswith(p + "/") for f in files for p in prefixes)}
