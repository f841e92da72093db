"""`fgb`: the command line of ForgingGround-Bench."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from . import __version__, paths

EPILOG = """\
examples:
  fgb validate                      check every environment under environments/
  fgb validate gmail --format json  one environment, machine-readable
  fgb new my-app                    scaffold environments/my-app/ with every required file
  fgb codegen --check               fail if generated/ drifted from schemas/

Run from a checkout (or set FGB_ROOT). Docs: CONTRIBUTING.md, site/.
"""


def _root(args: argparse.Namespace) -> Path:
    return paths.find_root(Path(args.root) if args.root else None)


def cmd_validate(args: argparse.Namespace) -> int:
    from .environment import validate_all
    from .environment.problems import Severity, render_json, render_text

    root = _root(args)
    problems, checked = validate_all(root, args.envs or None)
    print(render_json(problems, checked) if args.format == "json" else render_text(problems, checked))
    return 1 if any(p.severity == Severity.ERROR for p in problems) else 0


def cmd_new(args: argparse.Namespace) -> int:
    from .environment.scaffold import ScaffoldError, create, rewrite_verifier

    root = _root(args)
    try:
        if args.verifier:
            file = rewrite_verifier(paths.environments_dir(root), args.name)
            print(f"wrote {file.relative_to(root)} (the canonical thin entry)")
            return 0
        files = create(paths.environments_dir(root), args.name)
    except ScaffoldError as exc:
        print(f"fgb new: {exc}", file=sys.stderr)
        return 2
    for f in files:
        print(f"wrote {f.relative_to(root)}")
    print(f"\nnext: fill the TODOs, then `fgb validate {args.name}`; CONTRIBUTING.md walks every step.")
    return 0


def cmd_codegen(args: argparse.Namespace) -> int:
    from . import codegen

    root = _root(args)
    if args.check:
        drift = codegen.check(root)
        if drift.clean:
            print("generated/ is up to date with schemas/")
            return 0
        sys.stdout.write(drift.diff)
        print(f"\ngenerated/ is out of date with schemas/: run `{codegen.REGENERATE_COMMAND}` and commit the result")
        return 1
    for f in codegen.regenerate(root):
        print(f"wrote {f.relative_to(root)}")
    return 0


def cmd_vocab(args: argparse.Namespace) -> int:
    import json

    from .engine.ops import BUILTINS

    root = _root(args)
    env_dir = paths.environments_dir(root) / args.env
    contract_file = env_dir / "contract.json"
    contract = json.loads(contract_file.read_text())
    used: set[str] = set()

    def collect(check: dict) -> None:
        used.add(check["op"])
        for sub in (check.get("params") or {}).get("checks", []) if check["op"] == "eval_all" else []:
            collect(sub)

    for a in json.loads((env_dir / "asserts.json").read_text())["asserts"]:
        collect(a["check"])
    for t in json.loads((env_dir / "tasks.json").read_text())["tasks"]:
        for c in t["grader"]:
            collect(c)
    known = BUILTINS.vocab()
    contract["asserts_vocab"] = {op: known[op] for op in sorted(used) if op in known}
    contract_file.write_text(json.dumps(contract, indent=2, ensure_ascii=False) + "\n")
    print(f"asserts_vocab of {args.env}: {len(contract['asserts_vocab'])} op(s) from the engine")
    return 0


def _package_commands() -> list[Callable[..., None]]:
    """Every package's add_commands, in the order `fgb --help` lists them: the registry lives here, nowhere below."""
    from .build.cli import add_commands as build
    from .derive.cli import add_commands as derive
    from .environment.rules_cli import add_commands as rules
    from .environment.seedgen import add_commands as seed
    from .gold import add_commands as gold
    from .harbor.cli import add_commands as harbor
    from .leaderboard.cli import add_commands as leaderboard
    from .proving.cli import add_commands as mutants
    from .references.calibrate import add_commands as calibrate
    from .references.capture import add_commands as references
    from .scaffold.cli import add_commands as scaffold
    from .sitegen.cli import add_commands as docs
    from .status.cli import add_commands as status
    from .tasks.cli import add_commands as tasks
    from .verify_cli import add_commands as verify
    from .walks.cli import add_commands as walks

    return [
        verify,
        rules,
        derive,
        scaffold,
        seed,
        gold,
        references,
        calibrate,
        mutants,
        walks,
        tasks,
        status,
        docs,
        build,
        harbor,
        leaderboard,
    ]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fgb",
        description="ForgingGround-Bench: verify agent-built web-app clones against environments, layer by layer.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"fgb {__version__}")
    parser.add_argument("--root", help="the checkout to work on (default: found from the current folder, or $FGB_ROOT)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    commands: dict[str, Callable[[argparse.Namespace], int]] = {}

    p = sub.add_parser(
        "validate",
        help="check environments; print every problem as path:json-pointer: message",
        description="Check environment folders: required files, schemas, cross-references. "
        "Exit 1 when any error is found, 0 otherwise (warnings do not fail).",
    )
    p.add_argument("envs", nargs="*", metavar="ENV", help="environment names (default: all)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    commands["validate"] = cmd_validate

    p = sub.add_parser(
        "new",
        help="scaffold a new environment folder",
        description="Write environments/NAME/ with every required file; it validates with warnings at each TODO.",
    )
    p.add_argument("name", metavar="NAME", help="lowercase letters, digits and dashes, e.g. google-tasks")
    p.add_argument("--verifier", action="store_true", help="only rewrite verifier.py of an existing environment to the template")
    commands["new"] = cmd_new

    p = sub.add_parser(
        "codegen",
        help="regenerate generated/ from schemas/ (or --check for drift)",
        description="Run datamodel-codegen on every schema. With --check, print the diff and exit 1 on drift.",
    )
    p.add_argument("--check", action="store_true", help="compare only; change nothing")
    commands["codegen"] = cmd_codegen

    p = sub.add_parser(
        "vocab",
        help="copy the definitions of the ops an environment uses into its asserts_vocab",
        description="Rewrite contract.asserts_vocab with the engine's definitions of every op "
        "that asserts.json and tasks.json use.",
    )
    p.add_argument("env", metavar="ENV")
    commands["vocab"] = cmd_vocab

    for add in _package_commands():
        add(sub, commands)
    parser.set_defaults(_commands=commands, _parser=parser)
    return parser


class Terminated(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised in the main thread like Ctrl-C, so every `with` stops the processes it started."""


def _terminated(signum: int, _frame: object) -> None:
    raise Terminated(signum)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _terminated)
    try:
        return args._commands[args.command](args)
    except FileNotFoundError as exc:
        print(f"fgb {args.command}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:
        signum = exc.args[0] if isinstance(exc, Terminated) else signal.SIGINT
        print(f"fgb {args.command}: stopped by {signal.Signals(signum).name}; everything it started was stopped", file=sys.stderr)
        return 128 + int(signum)
