"""`fgb tasks ENV --agent noop|oracle|"CMD"`: run every task with an agent and print the rewards."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path

from .. import paths

EPILOG = """\
examples:
  fgb tasks gmail --agent oracle                    the oracle against the gold app (started for you)
  fgb tasks gmail --agent noop --url http://127.0.0.1:8000
  fgb tasks gmail --agent "python my_agent.py" --start "uvicorn clone:app --port {port}" --time-limit 600
  fgb tasks gmail --baselines                       noop and oracle on the gold app; writes contracts/results/tasks/gmail.json

An external agent gets FGB_APP_URL, FGB_ENV, FGB_TASK_ID, FGB_TASK_GOAL, FGB_TIME_LIMIT and FGB_DOCUMENT in its
environment (see src/forgingground/tasks/agents.py); only the state it leaves behind is graded.
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "tasks",
        help="run agent tasks (noop, oracle or any command) and grade the state they leave",
        description=__doc__,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("env", nargs="?", default="gmail", metavar="ENV")
    p.add_argument("--agent", default="oracle", help="noop, oracle, or a shell command (default oracle)")
    target = p.add_mutually_exclusive_group()
    target.add_argument("--url", help="a running app (default: start the environment's gold app)")
    target.add_argument("--start", metavar="CMD", help="command that starts the app; {port} gives its port")
    p.add_argument("--only", nargs="*", metavar="TASK")
    p.add_argument("--time-limit", type=float, default=300.0, help="seconds an external agent gets per task")
    p.add_argument("--baselines", action="store_true", help="run noop and oracle against the gold app; write the results file")
    p.add_argument("--json", action="store_true", help="print the JSON result")
    commands["tasks"] = cmd_tasks


def cmd_tasks(args: argparse.Namespace) -> int:
    import tempfile

    from ..engine.app_process import AppProcess
    from ..environment import load_environment
    from ..environment.gate import refused
    from ..gold import gold_command
    from .agents import make_agent
    from .runner import run_tasks

    root = paths.find_root(Path(args.root) if args.root else None)
    if refused("tasks", root, [args.env]):
        return 2
    env = load_environment(paths.environments_dir(root) / args.env)
    agents = ["noop", "oracle"] if args.baselines else [args.agent]
    results = []
    with ExitStack() as stack:
        url = args.url
        if not url:
            log = Path(stack.enter_context(tempfile.TemporaryDirectory())) / "app.log"
            command = args.start or gold_command(root, args.env)
            url = stack.enter_context(AppProcess(command, log, cwd=root)).url
        for spec in agents:
            result = run_tasks(env, url, make_agent(spec, args.time_limit), args.only)
            results.append(result)
            if args.json:
                print(json.dumps(result, indent=2))
            else:
                print(f"{result['agent']}: {result['passed']}/{result['tasks']} tasks ({result['score']:.3f})")
                for row in result["rows"]:
                    surprising = (spec == "noop" and row["reward"]) or (spec == "oracle" and not row["reward"])
                    if surprising or spec not in ("noop", "oracle"):
                        why = "; ".join(c["message"] for c in row["checks"] if not c["ok"]) or "all checks pass"
                        print(f"  {row['id']}: reward {row['reward']} ({why[:160]})")
    if args.baselines:
        out = root / "contracts" / "results" / "tasks" / f"{args.env}.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        summary = {
            "environment": args.env,
            "generated_by": f"nox -s tasks -- {args.env}",
            "baselines": {r["agent"]: {k: r[k] for k in ("tasks", "passed", "score", "passed_ids")} for r in results},
            "noop_passes": [{"id": row["id"], "possible": row["possible"]} for row in results[0]["rows"] if row["reward"]],
            "oracle_failures": [
                {"id": row["id"], "checks": [c for c in row["checks"] if not c["ok"]]}
                for row in results[1]["rows"]
                if not row["reward"]
            ],
        }
        out.write_text(json.dumps(summary, indent=2) + "\n")
        print(f"wrote {out.relative_to(root)}")
        return 0 if results[1]["score"] == 1.0 and results[0]["score"] <= 0.1 else 1
    return 0
