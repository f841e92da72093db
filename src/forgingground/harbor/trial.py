"""`fgb trial`: one Harbor trial without containers, in Harbor's order, against a workspace folder.

Harbor's order (harbor.trial.single_step): start the environment (environment/ built into an image, the brief's
files in /app) -> run the agent (or, for the oracle, upload solution/ and run solve.sh) -> collect the /app
artifact -> start a fresh verifier environment, restore /app, upload tests/ and run tests/test.sh -> read
/logs/verifier/reward.json (or reward.txt). Here each container path is a folder of the workspace:

  /app       -> WORK/app       (environment/app/ copied in; the agent works here)
  /solution  -> WORK/solution  (solution/ copied in, oracle only)
  /tests     -> WORK/tests     (tests/ copied in after the agent has finished)
  /logs      -> WORK/logs      (agent/ and verifier/ under it)

The scripts read those folders from FGB_APP_DIR, FGB_SOLUTION_DIR, FGB_TESTS_DIR and FGB_LOGS_DIR (see scripts.py),
and fgb from FGB_BIN: the fgb running this trial. What the image would install is taken from this interpreter.
An agent command runs in WORK/app with FGB_APP_DIR, FGB_INSTRUCTION (the task's instruction.md) and FGB_TASK_DIR set.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .crud_submission import dataset_environment, write_crud_submission

BUILTIN_AGENTS = ("oracle", "nothing", "crud")
AGENT_TIMEOUT_S = 1800.0
VERIFIER_TIMEOUT_S = 900.0


@dataclass
class TrialResult:
    """What one trial produced: rewards as Harbor reads them, and where the logs are."""

    task: str
    agent: str
    workspace: str
    rewards: dict[str, float] = field(default_factory=dict)
    agent_exit: int | None = None
    verifier_exit: int | None = None
    duration_s: float = 0.0
    error: str | None = None
    attempt: int = 1

    def to_json(self) -> dict:
        return asdict(self)


def agent_slug(agent: str) -> str:
    """A folder name for an agent: its own name when built in, else command-<hash of the command>."""
    import hashlib

    return agent if agent in BUILTIN_AGENTS else "command-" + hashlib.sha1(agent.encode()).hexdigest()[:8]


def _fgb_bin() -> str:
    here = Path(sys.executable).parent / "fgb"
    return str(here) if here.exists() else (shutil.which("fgb") or "fgb")


def _env(work: Path, task_dir: Path, agent: str) -> dict[str, str]:
    bin_dir = str(Path(sys.executable).parent)
    return {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
        "FGB_APP_DIR": str(work / "app"),
        "FGB_SOLUTION_DIR": str(work / "solution"),
        "FGB_TESTS_DIR": str(work / "tests"),
        "FGB_LOGS_DIR": str(work / "logs"),
        "FGB_BIN": os.environ.get("FGB_BIN", _fgb_bin()),
        "FGB_INSTRUCTION": str(task_dir / "instruction.md"),
        "FGB_TASK_DIR": str(task_dir),
        # The name test.sh gives a missing submission's stand-in, so a do-nothing run still yields a named record.
        "FGB_AGENT_NAME": agent_slug(agent),
    }


def _run(command: list[str] | str, cwd: Path, env: dict[str, str], log: Path, timeout: float) -> int:
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("wb") as out:
        try:
            done = subprocess.run(
                command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, timeout=timeout, shell=isinstance(command, str)
            )
        except subprocess.TimeoutExpired:
            out.write(f"\n[fgb trial] killed after {timeout:.0f} s\n".encode())
            return 124
    return done.returncode


def read_rewards(verifier_dir: Path) -> dict[str, float]:
    """reward.json (a flat object of numbers) wins over reward.txt (one number, the reward), as in Harbor."""
    if (verifier_dir / "reward.json").exists():
        return {k: float(v) for k, v in json.loads((verifier_dir / "reward.json").read_text()).items()}
    if (verifier_dir / "reward.txt").exists():
        return {"reward": float((verifier_dir / "reward.txt").read_text().strip())}
    return {}


def run_trial(task_dir: Path, agent: str, work: Path, agent_timeout_s: float = AGENT_TIMEOUT_S) -> TrialResult:
    """Run one trial of task_dir with `agent` (oracle, nothing, or a shell command) in the empty folder `work`."""
    task_dir, work = task_dir.resolve(), work.resolve()
    if not (task_dir / "task.toml").exists():
        raise FileNotFoundError(f"{task_dir} is not a Harbor task (no task.toml): export one with `fgb export harbor --out DIR`")
    if work.exists():
        shutil.rmtree(work)
    started = time.monotonic()
    result = TrialResult(task=task_dir.name, agent=agent, workspace=str(work))
    (work / "logs" / "agent").mkdir(parents=True)
    (work / "logs" / "verifier").mkdir(parents=True)
    shutil.copytree(task_dir / "environment" / "app", work / "app")
    env = _env(work, task_dir, agent)
    if agent == "oracle":
        shutil.copytree(task_dir / "solution", work / "solution")
        solve = ["bash", str(work / "solution" / "solve.sh")]
        result.agent_exit = _run(solve, work / "app", env, work / "logs" / "agent" / "oracle.txt", agent_timeout_s)
    elif agent == "crud":
        write_crud_submission(dataset_environment(task_dir), work / "app")
        result.agent_exit = 0
    elif agent != "nothing":
        result.agent_exit = _run(agent, work / "app", env, work / "logs" / "agent" / "command.txt", agent_timeout_s)
    shutil.copytree(task_dir / "tests", work / "tests")
    test = ["bash", str(work / "tests" / "test.sh")]
    result.verifier_exit = _run(test, work / "tests", env, work / "logs" / "verifier" / "test-stdout.txt", VERIFIER_TIMEOUT_S)
    try:
        result.rewards = read_rewards(work / "logs" / "verifier")
    except (ValueError, OSError) as exc:
        result.error = f"unreadable reward file: {exc}"
    if not result.rewards and not result.error:
        result.error = (
            f"test.sh wrote no reward (exit {result.verifier_exit}); see {work / 'logs' / 'verifier' / 'test-stdout.txt'}"
        )
    result.duration_s = round(time.monotonic() - started, 2)
    (work / "trial.json").write_text(json.dumps(result.to_json(), indent=2) + "\n")
    return result


def result_file(result: TrialResult) -> Path:
    """The result record `fgb evaluate` wrote during the trial (absent when test.sh never got that far)."""
    return Path(result.workspace) / "logs" / "verifier" / "evaluate" / "result.json"


LOG_TAIL_LINES = 200


def _tail(file: Path) -> str:
    lines = file.read_text(encoding="utf-8", errors="replace").splitlines() if file.is_file() else []
    cut = f"[... {len(lines) - LOG_TAIL_LINES} earlier lines left out ...]\n" if len(lines) > LOG_TAIL_LINES else ""
    return cut + "\n".join(lines[-LOG_TAIL_LINES:])


def trial_log(result: TrialResult) -> str:
    """What a reader of the leaderboard needs of one trial, small enough to commit: the trial record (exits, time,
    rewards), the agent's own log and the verifier's output, each cut to its last LOG_TAIL_LINES lines. The full
    reports stay in the workspace."""
    logs = Path(result.workspace) / "logs"
    parts = [f"# trial: {result.task} with {result.agent}, attempt {result.attempt}", json.dumps(result.to_json(), indent=2)]
    for file in sorted((logs / "agent").glob("*.txt")):
        parts += [f"# agent log: {file.name}", _tail(file)]
    parts += ["# verifier: tests/test.sh", _tail(logs / "verifier" / "test-stdout.txt")]
    return "\n\n".join(parts) + "\n"


def run_trials(specs: list[tuple[Path, str]], work_root: Path, jobs: int = 2, attempts: int = 1) -> list[TrialResult]:
    """Several (task, agent) trials, each `attempts` times, `jobs` at a time; workspaces under
    work_root/<agent>/<task> (work_root/<agent>/<task>/attempt-<i> when there are several attempts)."""
    from concurrent.futures import ThreadPoolExecutor

    def one(spec: tuple[Path, str, int]) -> TrialResult:
        task_dir, agent, attempt = spec
        workspace = work_root / agent_slug(agent) / task_dir.name
        result = run_trial(task_dir, agent, workspace / f"attempt-{attempt}" if attempts > 1 else workspace)
        result.attempt = attempt
        return result

    runs = [(task_dir, agent, attempt) for task_dir, agent in specs for attempt in range(1, attempts + 1)]
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        return list(pool.map(one, runs))


def record_name(result: TrialResult, attempts: int) -> str:
    """The record's file name under RECORDS/<agent>/: one per task, or one per task and attempt."""
    return f"{result.task}.json" if attempts == 1 else f"{result.task}.attempt-{result.attempt}.json"
