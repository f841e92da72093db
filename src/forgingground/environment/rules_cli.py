"""`fgb rules ENV`: how far the graders reach the rules (rule and integration coverage); --write renders document.md."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import paths
from ..dataset import layout
from .integration import integration_coverage
from .rules import coverage, stated_rules, with_section
from .validate import list_environments


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "rules",
        help="rule coverage and integration coverage per environment; --write renders the rules into document.md",
        description="Print, per environment, the rules contract.json states and how many an assert cites, the asserts "
        "that cite none, and the (writer, reader) endpoint pairs over one table that a chain proves. With --write, "
        "replace document.md's rules section with the rules of contract.json (the one source).",
    )
    p.add_argument("envs", nargs="*", metavar="ENV", help="environment names (default: all)")
    p.add_argument("--write", action="store_true", help="rewrite the rules section of each document.md")
    p.add_argument("--format", choices=("text", "json"), default="text")
    commands["rules"] = cmd_rules


def summarize(env_dir: Path) -> dict[str, Any]:
    """Rule and integration coverage of one environment, read as data."""
    contract = json.loads((env_dir / layout.CONTRACT).read_text(encoding="utf-8"))
    asserts = json.loads((env_dir / layout.ASSERTS).read_text(encoding="utf-8"))
    return {
        "environment": env_dir.name,
        "rules": coverage(contract, asserts).to_json(),
        "integration": integration_coverage(contract, asserts).to_json(),
    }


def cmd_rules(args: argparse.Namespace) -> int:
    root = paths.find_root(Path(args.root) if args.root else None)
    names = args.envs or list_environments(root)
    unknown = [n for n in names if not (paths.environments_dir(root) / n / layout.CONTRACT).is_file()]
    if unknown:
        print(f"fgb rules: no environment {', '.join(unknown)} under {paths.environments_dir(root)}", file=sys.stderr)
        return 2
    rows = []
    for name in names:
        env_dir = paths.environments_dir(root) / name
        if args.write:
            contract = json.loads((env_dir / layout.CONTRACT).read_text(encoding="utf-8"))
            document = env_dir / layout.DOCUMENT
            text = document.read_text(encoding="utf-8")
            new = with_section(text, stated_rules(contract))
            if new != text:
                document.write_text(new, encoding="utf-8")
                print(f"wrote {document.relative_to(root)}", file=sys.stderr)
        rows.append(summarize(env_dir))
    if args.format == "json":
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        r, i = row["rules"], row["integration"]
        ratio = f"{r['ratio']:.0%}" if r["ratio"] is not None else "-"
        pairs = f"{i['ratio']:.0%}" if i["ratio"] is not None else "-"
        pairs += f"; {i['unreachable']} kept apart by rules" if i.get("unreachable") else ""
        print(
            f"{row['environment']}: rules {r['covered']}/{r['rules']} cited ({ratio}); facets {r['facets_covered']}/{r['facets']} judged"
            f" (rules split {r['rules'] - len(r['unsplit_rules'])}/{r['rules']}); "
            f"{len(r['uncited_asserts'])} assert(s) cite none; integration pairs {i['covered']}/{i['pairs']} ({pairs})"
        )
        for rule in r["uncited_rules"][:20]:
            print(f"  uncited rule: {rule}")
        for facet in r["unjudged_facets"][:20]:
            print(f"  unjudged facet: {facet}")
        for pair in i["uncovered"][:20]:
            print(f"  unproved pair: {pair['writer']} -> {pair['reader']} over {pair['table']}")
        if len(i["uncovered"]) > 20:
            print(f"  ... and {len(i['uncovered']) - 20} more pair(s): --format json lists all")
    return 0
