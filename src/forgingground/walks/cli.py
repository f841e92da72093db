"""`fgb walks generate` and `fgb walks judge`: walks drawn and recorded on gold, then judged on any app."""

from __future__ import annotations

import argparse
import difflib
import json
import random
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from .. import paths

EPILOG = """\
examples:
  fgb walks generate reddit                 draw 80 walks (or the file's count), record them on the gold app
  fgb walks generate reddit --check         regenerate in memory; exit 1 when walks.json differs
  fgb walks generate --check                every environment that has a walks.json
  fgb walks generate --check --sample 4 --draw 7   four of them, drawn by 7 (CI draws by the commit)
  fgb walks generate trello --ui            draw UI walks (the file's count, else one per 3 journeys, 3 to 6)
  fgb walks generate --ui --check -j 2      every environment's UI walks drawn again, two at a time
  fgb walks generate --both --check -j 2    both kinds of every environment, one pool of two jobs, longest first
  fgb walks judge reddit --url http://127.0.0.1:8000   judge a running app; exit 1 at any divergence
  fgb walks judge trello --url http://127.0.0.1:8000 --ui   its UI walks, in a browser (--ui-url: a front end apart)
  fgb walks prove slack --only list_names_from_seed    run own mutants: which hand-written checks and which walks kill

A walk is a seeded sequence of 5 to 15 API calls taken from the environment's probes and chains, acting on the
objects earlier calls made, gathered on few seeded objects, favouring calls on the tables earlier calls wrote
(contract.api `reads`, `writes`) and ending on reads of them. Each step observes what the environment's asserts read on that endpoint, as gold showed
it; ids the app makes stand in for gold's. What the brief leaves open is listed in walks.json `free` and left out.

A UI walk (--ui, ui_walks.json) opens a screen and makes 4 to 8 of the moves the journeys make (a click, a fill and
its submit, a goto to a named screen), each drawn among those gold's page lets start; after each move it observes
the looks the journeys check (a control's state, an element shown, a text, an order, a count) as gold showed them,
where they changed, and at the end those showing something. The root layer judges them, waiting as journeys wait.
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "walks",
        help="generated walks: seeded API sequences recorded on gold, judged on an app",
        description=__doc__,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verbs = p.add_subparsers(dest="verb", required=True, metavar="VERB")
    g = verbs.add_parser("generate", help="draw walks and record them on the gold app (environments/ENV/walks.json)")
    g.add_argument("envs", nargs="*", metavar="ENV", help="environments (default: every one with a walks.json)")
    g.add_argument(
        "--count", type=int, help="walks to draw (default: the file's count, else 80; with --ui one per 3 journeys, 3 to 6)"
    )
    g.add_argument("--seed", type=int, help="the draw (default: the file's seed, else 0)")
    g.add_argument("--check", action="store_true", help="write nothing; exit 1 when a committed walks.json differs")
    kind = g.add_mutually_exclusive_group()
    kind.add_argument("--ui", action="store_true", help="UI walks in a browser (ui_walks.json) instead of API walks")
    kind.add_argument(
        "--both",
        action="store_true",
        help="API and UI walks: each file an environment has, in one pool of --jobs, the longest expected first",
    )
    g.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="with no ENV: only N of the environments that have walks, drawn by --draw (CI: a rotating share)",
    )
    g.add_argument("--draw", type=int, default=0, help="the draw of --sample (CI passes the commit's hash)")
    g.add_argument(
        "--jobs",
        "-j",
        type=int,
        default=1,
        help="environments generated at once, each in a process of its own with its own gold app and browser "
        "(a draw mostly waits for pages, so 2 on two cores take about half the time)",
    )
    j = verbs.add_parser("judge", help="judge a running app against the environment's walks")
    j.add_argument("env", metavar="ENV")
    j.add_argument("--url", required=True, help="where the app answers (it must serve /api/reset)")
    j.add_argument("--json", action="store_true", help="print the divergences as JSON")
    j.add_argument("--ui", action="store_true", help="judge the UI walks (ui_walks.json) in a browser instead")
    j.add_argument("--ui-url", help="with --ui: where the front end answers, when not at --url")
    w = verbs.add_parser(
        "prove", help="run the gold app's own API mutants on leaf and mid: what hand-written checks kill, what walks kill"
    )
    w.add_argument("env", metavar="ENV")
    w.add_argument("--only", nargs="+", metavar="MUTANT", help="these mutants (default: every API mutant)")
    w.add_argument("--out", help="write the result here (default: contracts/results/walks/ENV.json; with --only, results/)")
    commands["walks"] = cmd_walks


def cmd_walks(args: argparse.Namespace) -> int:
    from ..environment.gate import refused

    root = paths.find_root(Path(args.root) if args.root else None)
    names = args.envs if args.verb == "generate" else [args.env]
    if args.verb == "prove":
        return _prove(root, args.env, args.only, args.out)
    if args.verb == "generate":
        return _generate_command(root, names, args)
    if refused(f"walks {args.verb}", root, names):
        return 2
    if args.ui:
        return _judge_ui(root, args.env, args.url, args.ui_url, args.json)
    if args.ui_url:
        print("fgb walks judge: --ui-url goes with --ui", file=sys.stderr)
        return 2
    return _judge(root, args.env, args.url, args.json)


def _generate_command(root: Path, names: list[str], args: argparse.Namespace) -> int:
    """`fgb walks generate`: which files (each environment's API or UI walks, or both with --both), then each one
    generated in turn, or `--jobs` at a time."""
    from ..environment.gate import refused
    from .files import ui_walks_path, walks_path

    kinds = [False, True] if args.both else [args.ui]
    has = {False: walks_path, True: ui_walks_path}
    if not names:
        if args.sample is not None and args.sample < 1:
            print("fgb walks generate: --sample must be 1 or more", file=sys.stderr)
            return 2
        names = [e.name for e in sorted(paths.environments_dir(root).iterdir()) if any(has[ui](e).is_file() for ui in kinds)]
        if not names:
            what = "walks" if args.both else "a ui_walks.json" if args.ui else "a walks.json"
            print(f"fgb walks generate: no environment has {what} yet: name one (fgb walks generate ENV)", file=sys.stderr)
            return 2
        if args.sample is not None:
            names = sorted(random.Random(args.draw).sample(names, min(args.sample, len(names))))
            print(f"sample of {len(names)} environment(s) (draw {args.draw}): {', '.join(names)}")
    elif args.sample is not None:
        print("fgb walks generate: --sample draws among every environment: name none", file=sys.stderr)
        return 2
    if refused("walks generate", root, names):
        return 2
    if (args.count is not None and args.count < 1) or (args.seed is not None and args.seed < 0):
        print("fgb walks generate: --count must be 1 or more and --seed 0 or more", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print(f"fgb walks generate: --jobs {args.jobs}: give 1 or more", file=sys.stderr)
        return 2
    if args.both and args.count is not None:  # an API file holds 30-80 walks, a UI file 2-6: no count suits both
        print("fgb walks generate: --count sets one kind's size: give --ui or neither, not --both", file=sys.stderr)
        return 2
    if args.both:  # each kind the environment has a file of (a named one with neither: both are made)
        jobs = [(n, ui) for n in names for ui in kinds if has[ui](paths.environments_dir(root) / n).is_file()]
        jobs += [(n, ui) for n in names if not any(job[0] == n for job in jobs) for ui in kinds]
    else:
        jobs = [(n, args.ui) for n in names]
    if args.jobs > 1 and len(jobs) > 1:
        return _generate_apart(root, jobs, args, args.jobs)
    return max((_generate_ui if ui else _generate)(root, name, args.count, args.seed, args.check) for name, ui in jobs)


def _generate_apart(root: Path, jobs: list[tuple[str, bool]], args: argparse.Namespace, workers: int) -> int:
    """`fgb walks generate NAME [--ui]` for each file in a process of its own, `workers` at a time (Playwright's pages
    belong to one thread), the longest expected first; each one's output printed whole when it ends, with its time;
    the worst exit code."""
    import os
    import shlex
    import time
    from concurrent.futures import ThreadPoolExecutor, as_completed

    from ..engine.process_tree import spawn
    from ..environment import load_environment
    from .schedule import expected_seconds, longest_first

    options = ["--check"] * args.check
    options += [f"--count={args.count}"] * (args.count is not None) + [f"--seed={args.seed}"] * (args.seed is not None)
    running: list[Any] = []
    journeys = {n: len(load_environment(paths.environments_dir(root) / n).contract.ui_flows) for n, ui in jobs if ui}
    cost = {(n, ui): expected_seconds(paths.environments_dir(root) / n, ui, journeys.get(n, 0)) for n, ui in jobs}

    def one(name: str, ui: bool) -> tuple[int, str, float]:
        command = [sys.executable, "-m", "forgingground", "--root", str(root), "walks", "generate", name, *options]
        command += ["--ui"] * ui
        started = time.monotonic()
        with tempfile.TemporaryFile() as out:
            tree = spawn(shlex.join(command), cwd=root, env=dict(os.environ), stdout=out, grace_s=5)
            running.append(tree)
            code = tree.wait(None)
            out.seek(0)
            return 1 if code is None else code, out.read().decode(errors="replace"), time.monotonic() - started

    codes = []
    with ThreadPoolExecutor(workers) as pool:
        futures = {pool.submit(one, name, ui): (name, ui) for name, ui in longest_first(jobs, cost)}
        try:
            for future in as_completed(futures):
                code, text, seconds = future.result()
                codes.append(code)
                name, ui = futures[future]
                print(text, end="" if text.endswith("\n") or not text else "\n")
                print(f"  ({name}{' --ui' * ui} took {seconds:.1f} s)", flush=True)
        except BaseException:  # Ctrl-C or SIGTERM: start no other environment, stop those running
            for future in futures:
                future.cancel()
            for tree in running:
                tree.stop(5)
            raise
    return max(codes)


class _Stop(Exception):
    """Generation cannot go on: the message to print and the exit code."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


@contextmanager
def _gold_client(root: Path, name: str) -> Iterator[Any]:
    """An AppClient of ENV's gold app on a throwaway SQLite database, stopped afterwards; _Stop when it cannot run."""
    from ..engine.app_process import AppProcess, AppStartError
    from ..engine.app_store import sqlite_database
    from ..engine.http import AppClient, Deadline, Limits
    from ..gold import gold_command

    if not (paths.ref_app_dir(root, name) / "app").is_dir():
        raise _Stop(f"{name} has no gold app (ref_apps/{paths.ref_app_dir(root, name).name}/app)", 2)
    with ExitStack() as stack:
        db = stack.enter_context(sqlite_database())
        log = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="fgb-walks-"))) / "app.log"
        try:
            app = stack.enter_context(AppProcess(gold_command(root, name), log, env={"DATABASE_URL": db}, cwd=root))
        except AppStartError as exc:
            raise _Stop(f"the gold app of {name} did not start: {exc}") from exc
        yield AppClient(app.url, Limits(), Deadline(1800))


def _generate(root: Path, name: str, count: int | None, seed: int | None, check: bool) -> int:
    from ..environment import load_environment
    from .files import read_walks, render, settings, walks_path
    from .generate import generate

    env_dir = paths.environments_dir(root) / name
    env = load_environment(env_dir)
    count, seed, free = settings(read_walks(env_dir), count, seed)
    try:
        with _gold_client(root, name) as client:
            try:
                walks = generate(client, env, count, seed, free)
            except RuntimeError as exc:
                raise _Stop(f"{name}: {exc}") from exc
    except _Stop as stop:
        print(f"fgb walks generate: {stop}", file=sys.stderr)
        return stop.code
    text = render(name, count, seed, free, walks)
    steps = sum(len(w["steps"]) for w in walks)
    free_notes = sum(len(w["free"]) for w in walks)
    return _write(root, name, text, walks_path(env_dir), check, "", len(walks), steps, "steps", free_notes)


def _generate_ui(root: Path, name: str, count: int | None, seed: int | None, check: bool) -> int:
    from ..browser import BrowserUnavailable
    from ..environment import load_environment
    from .files import default_ui_count, read_ui_walks, render_ui, settings, ui_walks_path
    from .ui_generate import generate_ui
    from .ui_pool import build_ui_pool

    env_dir = paths.environments_dir(root) / name
    env = load_environment(env_dir)
    pool = build_ui_pool(env)
    first = {"count": default_ui_count(sum(len(flow.steps) for flow in env.contract.ui_flows))}
    count, seed, _ = settings(read_ui_walks(env_dir) or first, count, seed)
    try:
        if not pool.looks:
            raise _Stop(f"{name}'s journeys check nothing a UI walk could look at", 2)
        with _gold_client(root, name) as client:
            try:
                walks = generate_ui(client, env, pool, count, seed)
            except (RuntimeError, BrowserUnavailable) as exc:
                raise _Stop(f"{name}: {exc}") from exc
    except _Stop as stop:
        print(f"fgb walks generate: {stop}", file=sys.stderr)
        return stop.code
    moves = sum(len(w["moves"]) for w in walks)
    free = sum(len(w["free"]) for w in walks)
    return _write(
        root, name, render_ui(name, count, seed, walks), ui_walks_path(env_dir), check, "--ui", len(walks), moves, "moves", free
    )


def _write(
    root: Path, name: str, text: str, target: Path, check: bool, flag: str, walks: int, steps: int, unit: str, free: int
) -> int:
    """Write the generated file, or with check compare it with the committed one (exit 1 and a diff when it differs)."""
    rel = target.relative_to(root)
    if check:
        old = target.read_text(encoding="utf-8") if target.is_file() else ""
        if old == text:
            print(f"{rel}: up to date ({walks} walks, {steps} {unit})")
            return 0
        diff = difflib.unified_diff(old.splitlines(True), text.splitlines(True), f"{rel} (committed)", f"{rel} (generated)")
        sys.stdout.writelines(list(diff)[:60])
        print(f"\n{rel} is out of date: run `{' '.join(['fgb walks generate', name, flag]).strip()}` and commit it")
        return 1
    target.write_text(text, encoding="utf-8")
    print(f"wrote {rel}: {walks} walks, {steps} {unit}, {free} observation(s) left free")
    return 0


def _committed(root: Path, name: str, read: Callable[[Path], Any], file: str, flag: str) -> Any:
    """The environment's committed walks file read, or None after saying how to make it."""
    document = read(paths.environments_dir(root) / name)
    if document is None:
        print(f"fgb walks judge: {name} has no {file}: run `fgb walks generate {name}{flag}`", file=sys.stderr)
    return document


def _judge(root: Path, name: str, url: str, as_json: bool) -> int:
    from ..engine.http import AppClient, Deadline, Limits
    from ..environment import load_environment
    from .files import read_walks
    from .run import judge

    document = _committed(root, name, read_walks, "walks.json", "")
    if document is None:
        return 2
    env = load_environment(paths.environments_dir(root) / name)
    client = AppClient(url.rstrip("/"), Limits(), Deadline(1800))
    try:
        found = [d for walk in document["walks"] if (d := judge(client, env, walk, url.rstrip("/")))]
    except RuntimeError as exc:
        print(f"fgb walks judge: {exc}", file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps([d.__dict__ for d in found], indent=1))
    else:
        for d in found:
            print(f"{d.walk} {d.step} ({d.call}): {d.why}\n  rules: {', '.join(d.rules)}")
            print("".join(f"  {line}\n" for line in d.reproduction), end="")
        print(f"{name}: {len(document['walks']) - len(found)}/{len(document['walks'])} walks agree with gold")
    return 1 if found else 0


def _judge_ui(root: Path, name: str, url: str, ui_url: str | None, as_json: bool) -> int:
    """The UI walks alone, played by the root layer's own browser code (as verify plays them, with its retry)."""
    from ..engine.runner import RunOptions, verify
    from ..environment import load_environment
    from .files import read_ui_walks

    document = _committed(root, name, read_ui_walks, "ui_walks.json", " --ui")
    if document is None:
        return 2
    env = load_environment(paths.environments_dir(root) / name)
    units = frozenset(f"walk.{w['id']}" for w in document["walks"])
    options = RunOptions(layers=("root",), budget_s=120.0 + 60.0 * len(units), ui_url=ui_url, page_units=units)
    report = verify(env, url.rstrip("/"), options)
    played = [j for j in report["journeys"] if j["id"] in units]
    stopped = [i["message"] for i in report.get("infrastructure", [])]
    if not played and report["scores"]["root_pass"].get("reason"):  # no browser: the layer says why
        stopped.append(report["scores"]["root_pass"]["reason"])
    wrong = [j for j in played if j["outcome"] != "pass"]
    if as_json:
        print(json.dumps({"walks": played, "infrastructure": stopped}, indent=1))
    else:
        for j in wrong:
            print(f"{j['id']} ({j['outcome']}): {j['message']}")
            print("".join(f"  {line}\n" for line in j.get("reproduction", [])), end="")
        for message in stopped:
            print(f"fgb walks judge: {message}", file=sys.stderr)
        print(f"{name}: {len(played) - len(wrong)}/{len(units)} UI walks agree with gold")
    return 1 if wrong or len(played) < len(units) else 0


def _prove(root: Path, name: str, only: list[str] | None, out: str | None) -> int:
    from ..environment.gate import refused
    from .proof import prove

    if refused("walks prove", root, [name]):
        return 2
    try:
        result = prove(root, name, only)
    except ValueError as exc:
        print(f"fgb walks prove: {exc}", file=sys.stderr)
        return 2
    default = (root / "results" if only else root / "contracts" / "results") / "walks" / f"{name}.json"
    target = Path(out) if out else default
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    only_walks = ", ".join(result["killed_by_walks_only"]) or "none"
    print(
        f"{name}: {result['mutants']} mutants; hand-written checks kill {result['killed_by_hand_written']}, walks kill "
        f"{result['killed_by_walks']}; walks alone: {only_walks}; wrote {target}"
    )
    return 0
