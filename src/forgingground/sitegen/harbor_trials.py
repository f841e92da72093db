"""Harbor's own runner in Docker on the results pages: each environment's trials from contracts/results/harbor/, the
brief version each ran, and whether that is today's (a trial of an older brief is shown as such, never as current)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..harbor.docker_trials import version_tag
from ..leaderboard.cli import repo_url

KEPT = Path("contracts") / "results" / "harbor"  # <agent>/<env>/: reward, result record, verifier output, trial record
SUMMARY = KEPT / "summary.json"
LAYERS = ("leaf_pass", "mid_pass", "root_pass", "visual")


def rows(root: Path) -> list[dict[str, Any]]:
    """The summary's rows (none when no trial ran)."""
    file = root / SUMMARY
    return json.loads(file.read_text()) if file.is_file() else []


def today_tag(root: Path, env: str) -> str | None:
    """The image tag today's brief of the environment gets (its version with the brief format's); None without one."""
    try:
        meta = json.loads((root / "environments" / env / "meta.json").read_text())
        policy = json.loads((root / "contracts" / "visibility.json").read_text())
    except (OSError, ValueError):
        return None
    return version_tag(f"{meta['version']}+brief.{policy['version']}")


def _ran(row: dict[str, Any]) -> str:
    return str(row.get("image") or "").rpartition(":")[2].replace("_brief.", "+brief.")


def _cell(row: dict[str, Any] | None, current: str | None, files: str | None = None) -> str:
    """An agent's trial: its reward, the layers when they are not all the reward, its wall time, an older brief said,
    and a link to the files kept of it (`files`)."""
    if row is None:
        return "not run"
    reward = row.get("reward")
    if row.get("error") or reward is None:
        return f"no reward (harbor exit {row.get('harbor_exit', '?')})" if not row.get("error") else "image not built"
    layers = [reward.get(k) for k in LAYERS if k in reward]
    text = f"{reward.get('reward', 0.0):.3f}"
    if layers and any(v != reward.get("reward") for v in layers):
        text += " (" + ", ".join(f"{k.removesuffix('_pass')} {reward[k]:.3f}" for k in LAYERS if k in reward) + ")"
    text += f", {row.get('wall_s', 0):.0f} s"
    if str(row.get("image", "")).rpartition(":")[2] != current:
        text += f", brief {_ran(row)} (older)"
    return text + (f" ([files]({files}))" if files else "")


def _files(root: Path, repo: str | None, agent: str, env: str) -> str | None:
    """Where the repository shows the files kept of the trial; None without a repository or such files."""
    folder = KEPT / agent / env
    return f"{repo}/tree/main/{folder.as_posix()}" if repo and (root / folder).is_dir() else None


def summary_section(root: Path, envs: list[str]) -> list[str]:
    """One row per environment: each agent's trial in Harbor's runner, and the image's build time."""
    found = rows(root)
    out = [
        "## Harbor's own runner, in Docker (`nox -s harbor`)",
        "",
        "Each environment exported as a Harbor task, its image built locally and `harbor run` with Harbor's `oracle` "
        "agent (the gold app) and `nop` agent (no submission): oracle should score 1.000 on every layer, nop 0. A cell "
        "gives the reward (the mean of the layers), the trial's wall time, and the brief version when the trial ran on an "
        "older one. `nox -s harbor -- --resume` runs the trials missing for today's briefs.",
        "",
    ]
    if not found:
        return [*out, "No trial has run yet.", ""]
    out += ["| environment | oracle | nop | image built in |", "|---|---|---|---|"]
    current, repo = 0, repo_url(root)
    for env in envs:
        mine = {r.get("agent"): r for r in found if r.get("environment") == env and not r.get("attempt")}
        tag = today_tag(root, env)
        built = next((r["build_s"] for r in mine.values() if r.get("build_s") is not None), None)
        cells = [_cell(mine.get(agent), tag, _files(root, repo, agent, env)) for agent in ("oracle", "nop")]
        out.append(f"| {env} | " + " | ".join(cells) + f" | {'' if built is None else f'{built:.0f} s'} |")
        oracle = mine.get("oracle") or {}
        current += bool(oracle.get("reward")) and str(oracle.get("image", "")).rpartition(":")[2] == tag
    return [*out, "", f"{current} of {len(envs)} environments have an oracle trial of today's brief.", ""]
