"""`fgb export harbor`, `fgb trial` and `fgb reward`: Harbor tasks out, local trials in, one reward file."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths

EXPORT_EPILOG = """\
examples:
  fgb export harbor --out harbor-tasks                 every environment with a gold app
  fgb export harbor --out harbor-tasks gmail slack     two tasks
  harbor run -p harbor-tasks/gmail -a oracle           Harbor's oracle on one task (needs Docker or a cloud sandbox)

Guide: site/docs/guides/evaluate-agents.md.
"""

TRIAL_EPILOG = """\
examples:
  fgb trial harbor-tasks/google-tasks --agent oracle    the gold app as a submission: reward 1.0
  fgb trial harbor-tasks/google-tasks --agent nothing   nothing built: reward 0
  fgb trial harbor-tasks/* --agent oracle --agent crud -j 2 --records records/
  fgb trial harbor-tasks/google-tasks --agent "python my_agent.py" -k 5 --records records/   five attempts
  fgb trial harbor-tasks/google-tasks --agent "python my_agent.py" --work /tmp/t1

Container paths map to WORK/app, WORK/tests, WORK/solution and WORK/logs (src/forgingground/harbor/trial.py).
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser("export", help="export environments as tasks for another framework (harbor)")
    kinds = p.add_subparsers(dest="export_kind", required=True, metavar="FORMAT")
    h = kinds.add_parser(
        "harbor",
        help="one Harbor task per environment (task.toml, instruction.md, environment/, tests/, solution/)",
        description="Write one Harbor task per environment; Harbor's oracle agent reaches reward 1.0 on each.",
        epilog=EXPORT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    h.add_argument("envs", nargs="*", metavar="ENV", help="environments (default: every one with a gold app)")
    h.add_argument("--out", type=Path, required=True, help="folder to write the tasks into (one subfolder each)")
    h.add_argument(
        "--wheel",
        type=Path,
        default=Path(os.environ["FGB_WHEEL"]) if os.environ.get("FGB_WHEEL") else None,
        help="a built fgb wheel to ship (default: $FGB_WHEEL, else `uv build --wheel` of this checkout)",
    )
    h.add_argument("--base-image", help="the Dockerfile's FROM; pin it as IMAGE@sha256:DIGEST for reproducible builds")
    commands["export"] = cmd_export

    p = sub.add_parser(
        "trial",
        help="run Harbor tasks locally without containers (oracle, nothing, crud or an agent command)",
        description="Follow Harbor's trial order in a workspace folder per task and agent; print the rewards test.sh wrote.",
        epilog=TRIAL_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("tasks", nargs="+", type=Path, metavar="TASK_DIR", help="exported task folders (each holds task.toml)")
    p.add_argument(
        "--agent",
        action="append",
        help="oracle, nothing, crud (the CRUD-only baseline) or a shell command run in the workspace's app/; repeatable",
    )
    p.add_argument("--work", type=Path, help="workspace root (default: a new temporary folder, kept); WORK/<agent>/<task>")
    p.add_argument("--jobs", "-j", type=int, default=1, help="trials at a time (default 1)")
    p.add_argument(
        "--attempts",
        "-k",
        type=int,
        default=1,
        help="run every task and agent K times (default 1); the leaderboard's intervals then span the attempts",
    )
    p.add_argument(
        "--records",
        type=Path,
        help="copy each trial's result.json to RECORDS/<agent>/<task>.json (for the leaderboard), its log to <task>.log.txt",
    )
    p.add_argument("--json", action="store_true", help="print the trial records as JSON")
    commands["trial"] = cmd_trial

    p = sub.add_parser(
        "reward",
        help="turn a result record into Harbor's reward.json",
        description="Write reward.json from result.json; a missing or unreadable result gives reward 0.",
    )
    p.add_argument("result", type=Path, metavar="RESULT_JSON")
    p.add_argument("--out", type=Path, required=True, help="the reward.json to write")
    commands["reward"] = cmd_reward


def cmd_export(args: argparse.Namespace) -> int:
    from ..argcheck import wheel_file, writable_folder
    from .dist import DistError
    from .export import DEFAULT_BASE_IMAGE, export_all, exportable_environments

    root = paths.find_root(Path(args.root) if args.root else None)
    bad = [p for p in (writable_folder("--out", args.out), args.wheel and wheel_file("--wheel", args.wheel)) if p]
    if bad:
        print("\n".join(f"fgb export harbor: {p}" for p in bad), file=sys.stderr)
        return 2
    known = exportable_environments(root)
    unknown = [e for e in args.envs if e not in known]
    if unknown:
        print(f"fgb export harbor: no gold app for {', '.join(unknown)}: choose from {', '.join(known)}", file=sys.stderr)
        return 2
    try:
        tasks = export_all(root, args.envs or known, args.out, args.wheel, args.base_image or DEFAULT_BASE_IMAGE)
    except DistError as exc:
        print(f"fgb export harbor: {exc}", file=sys.stderr)
        return 2
    for task in tasks:
        print(f"wrote {task}")
    return 0


def cmd_trial(args: argparse.Namespace) -> int:
    import shutil
    import tempfile

    from ..argcheck import at_least_one, writable_folder
    from .trial import agent_slug, record_name, result_file, run_trials, trial_log

    problems = [at_least_one("--jobs", args.jobs), at_least_one("--attempts", args.attempts)]
    problems += [args.work and writable_folder("--work", args.work), args.records and writable_folder("--records", args.records)]
    if any(problems):
        print("\n".join(f"fgb trial: {p}" for p in problems if p), file=sys.stderr)
        return 2
    bad = [str(t) for t in args.tasks if not (t / "task.toml").is_file()]
    if bad:
        print(f"fgb trial: no task.toml in {', '.join(bad)}: export tasks with `fgb export harbor --out DIR`", file=sys.stderr)
        return 2
    agents = args.agent or ["oracle"]
    work = args.work or Path(tempfile.mkdtemp(prefix="fgb-trial-"))
    results = run_trials([(task, agent) for agent in agents for task in args.tasks], work, args.jobs, args.attempts)
    for result in results:
        if args.records and result_file(result).is_file():
            target = args.records / agent_slug(result.agent) / record_name(result, args.attempts)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(result_file(result), target)
            target.with_suffix(".log.txt").write_text(trial_log(result), encoding="utf-8")  # linked from the board
        if not args.json:
            rewards = ", ".join(f"{k} {v:.3f}" for k, v in sorted(result.rewards.items()))
            attempt = f" (attempt {result.attempt}/{args.attempts})" if args.attempts > 1 else ""
            print(f"{result.task} with {result.agent}{attempt}: {rewards or 'no reward'} ({result.duration_s:.0f} s)")
        if result.error:
            print(f"fgb trial: {result.task} with {result.agent}: {result.error}", file=sys.stderr)
    if args.json:
        print(json.dumps([r.to_json() for r in results], indent=2))
    else:
        print(f"workspaces under {work} (logs/agent, logs/verifier, the grader's reports in logs/verifier/evaluate/)")
    return 1 if any(r.error for r in results) else 0


def cmd_reward(args: argparse.Namespace) -> int:
    from ..argcheck import writable_file
    from .reward import write_reward

    bad = writable_file("--out", args.out)
    if bad:
        print(f"fgb reward: {bad}", file=sys.stderr)
        return 2
    record, problem = write_reward(args.result, args.out, paths.find_root(Path(args.root) if args.root else None))
    if problem:
        print(f"fgb reward: {problem}: reward 0", file=sys.stderr)
    print(json.dumps(record, sort_keys=True))
    return 0
