"""Validate environment folders: files present, each JSON file against its schema, then cross-references."""

from __future__ import annotations

from pathlib import Path

from .. import paths
from ..dataset import layout
from ..engine.ops import BUILTINS
from .crossrefs import EnvFiles, check_all
from .hooks import HookError, extra_ops, load_verifier
from .jsonfile import MISSING, read_json
from .problems import Collector, Problem
from .schema_check import check_against


def list_environments(root: Path) -> list[str]:
    base = paths.environments_dir(root)
    return sorted(p.name for p in base.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))


def validate_environment(root: Path, name: str, env_dir: Path | None = None) -> list[Problem]:
    """Every problem of one environment, errors and warnings, never raising for bad content."""
    env_dir = env_dir or paths.environments_dir(root) / name
    shown_dir = _shown(root, env_dir)
    out = Collector()
    if not env_dir.is_dir():
        out.error(shown_dir, "", "no such environment folder")
        return out.problems
    for file in layout.REQUIRED_FILES:
        if not (env_dir / file).is_file():
            out.error(f"{shown_dir}/{file}", "", f"required file is missing (fgb new {name} writes a skeleton of every file)")
    docs = {}
    for file, schema in layout.JSON_SCHEMAS.items():
        data = read_json(env_dir / file, f"{shown_dir}/{file}", out)
        valid = data is not MISSING and check_against(paths.schemas_dir(root) / schema, data, f"{shown_dir}/{file}", out)
        docs[file] = data if valid else None
    ops = None
    if (env_dir / layout.VERIFIER).is_file():
        try:
            ops = BUILTINS.merged(extra_ops(load_verifier(env_dir)))
        except (HookError, ValueError) as exc:
            out.error(f"{shown_dir}/{layout.VERIFIER}", "", str(exc))
    for file in (layout.DOCUMENT, layout.REFERENCES, layout.TESTS_README):
        target = env_dir / file
        if target.is_file() and layout.TODO_MARKER in target.read_text(encoding="utf-8", errors="replace"):
            out.warning(f"{shown_dir}/{file}", "", "still holds TODO markers: finish it before the pull request")
    document = env_dir / layout.DOCUMENT
    if document.is_file():
        text = document.read_text(encoding="utf-8", errors="replace")
        for needle in ("GET /api/state", "POST /api/reset"):
            if needle not in text:
                out.error(
                    f"{shown_dir}/{layout.DOCUMENT}",
                    "",
                    f"does not describe {needle}: an agent cannot build a scorable app without the state protocol "
                    "(paste contracts/STATE_PROTOCOL.md)",
                )
    files = EnvFiles(
        name=name,
        env_dir=env_dir,
        shown_dir=shown_dir,
        root=root,
        contract=docs[layout.CONTRACT],
        asserts=docs[layout.ASSERTS],
        seed=docs[layout.SEED],
        meta=docs[layout.META],
        tasks=docs[layout.TASKS],
        ops=ops,
    )
    check_all(files, out)
    return out.problems


def _shown(root: Path, env_dir: Path) -> str:
    try:
        return str(env_dir.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(env_dir)


def validate_all(root: Path, names: list[str] | None = None) -> tuple[list[Problem], int]:
    """Validate the named environments (all when None); return problems and how many were checked."""
    names = names or list_environments(root)
    problems: list[Problem] = []
    for name in names:
        problems += validate_environment(root, name)
    return problems, len(names)
