"""`fgb export harbor`, `fgb trial` and `fgb reward`: Harbor tasks out, local trials in, one reward file."""

from __future__ import annotations

import argparse
import json
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
    h.add_argument("--wheel", type=Path, help="a built fgb wheel to ship (default: `uv build --wheel` of this checkout)")
    h.add_argument("--base-image", help="the Dockerfile's FROM; pin it as IMAGE@sha256:DIGEST for reproducible builds")
    commands["export"] = cmd_export

    p = sub.add_parser(
        "trial",
        help="run one Harbor task locally without containers (oracle, nothing or an agent command)",
        description="Follow Harbor's trial order in a workspace folder and print the rewards test.sh wrote.",
        epilog=TRIAL_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("task", type=Path, metavar="TASK_DIR", help="an exported task folder (holds task.toml)")
    p.add_argument("--agent", default="oracle", help="oracle, nothing, or a shell command run in the workspace's app/")
    p.add_argument("--work", type=Path, help="workspace folder (default: a new temporary folder, kept)")
    p.add_argument("--json", action="store_true", help="print the trial record as JSON")
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
    from .dist import DistError
    from .export import DEFAULT_BASE_IMAGE, export_all, exportable_environments

    root = paths.find_root(Path(args.root) if args.root else None)
    known = exportable_environments(root)
    unknown = [e for e in args.envs if e not in known]
    if unknown:
        print(f"fgb export harbor: no gold app for {', '.join(unknown)}: choose from {', '.join(known)}", file=sys.stderr)
        return 2
    if args.wheel and not args.wheel.is_file():
        print(f"fgb export harbor: --wheel {args.wheel} is not a file: build one with `uv build --wheel`", file=sys.stderr)
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
    import tempfile

    from .trial import run_trial

    if not (args.task / "task.toml").is_file():
        print(f"fgb trial: {args.task} holds no task.toml: export tasks with `fgb export harbor --out DIR`", file=sys.stderr)
        return 2
    work = args.work or Path(tempfile.mkdtemp(prefix=f"fgb-trial-{args.task.name}-"))
    result = run_trial(args.task, args.agent, work)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(f"{result.task} with {result.agent}: " + ", ".join(f"{k} {v:.3f}" for k, v in sorted(result.rewards.items())))
        print(f"workspace: {work} (logs under logs/, the grader's reports under logs/verifier/evaluate/)")
    if result.error:
        print(f"fgb trial: {result.error}", file=sys.stderr)
        return 1
    return 0


def cmd_reward(args: argparse.Namespace) -> int:
    from .reward import write_reward

    if not args.result.is_file():
        print(f"fgb reward: no result at {args.result}: reward 0", file=sys.stderr)
    record = write_reward(args.result, args.out)
    print(json.dumps(record, sort_keys=True))
    return 0
