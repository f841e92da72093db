"""Validate environment folders as data: files present, each JSON file against its schema, then cross-references.

Nothing in an environment folder is imported or run here (verifier.py is compared as text), and one broken environment
never stops the others: whatever goes wrong inside becomes a problem at that environment's path.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .. import paths
from ..dataset import layout
from ..dataset.confined import escape
from ..generated.contract import Locator, UiStep
from .confinement import check_references_md, check_symlinks
from .crossrefs import EnvFiles, check_all
from .jsonfile import MISSING, read_json
from .problems import Collector, Problem
from .schema_check import check_against
from .textfiles import check_verifier, read_text


def list_environments(root: Path) -> list[str]:
    base = paths.environments_dir(root)
    return sorted(p.name for p in base.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))


def validate_environment(root: Path, name: str, env_dir: Path | None = None) -> list[Problem]:
    """Every problem of one environment, errors and warnings; never raises, whatever the folder holds."""
    env_dir = env_dir or paths.environments_dir(root) / name
    shown_dir = _shown(root, env_dir)
    out = Collector()
    try:
        _validate(root, name, env_dir, shown_dir, out)
    except Exception as exc:  # RecursionError or anything unforeseen becomes a problem here, the other environments go on
        out.error(
            shown_dir,
            "",
            f"validation stopped inside this environment ({type(exc).__name__}: {str(exc)[:160]}); the problems above "
            "were found before it: fix them, and report the case so a check can name it",
        )
    return out.problems


def _validate(root: Path, name: str, env_dir: Path, shown_dir: str, out: Collector) -> None:
    if not env_dir.is_dir() or env_dir.is_symlink():
        out.error(
            shown_dir,
            "",
            "is a symlink: commit the environment folder itself; symlinks are refused"
            if env_dir.is_symlink()
            else "no such environment folder",
        )
        return
    check_symlinks(env_dir, shown_dir, out)
    for file in layout.REQUIRED_FILES:
        if not (env_dir / file).is_file():
            out.error(f"{shown_dir}/{file}", "", f"required file is missing (fgb new {name} writes a skeleton of every file)")
    docs: dict[str, Any] = {}
    for file, schema in layout.JSON_SCHEMAS.items():
        if escape(env_dir, file) is not None:  # a symlink, reported above: never followed
            docs[file] = None
            continue
        data = read_json(env_dir / file, f"{shown_dir}/{file}", out)
        valid = data is not MISSING and check_against(paths.schemas_dir(root) / schema, data, f"{shown_dir}/{file}", out)
        docs[file] = data if valid else None
    for file, schema in layout.OPTIONAL_JSON_SCHEMAS.items():
        if escape(env_dir, file) is None and (env_dir / file).is_file():
            data = read_json(env_dir / file, f"{shown_dir}/{file}", out)
            if data is not MISSING and check_against(paths.schemas_dir(root) / schema, data, f"{shown_dir}/{file}", out):
                docs[file] = data
    if escape(env_dir, layout.VERIFIER) is None:
        check_verifier(env_dir, f"{shown_dir}/{layout.VERIFIER}", name, out)
    texts: dict[str, str | None] = {}
    for file in (layout.DOCUMENT, layout.REFERENCES, layout.TESTS_README):
        if escape(env_dir, file) is None:
            texts[file] = read_text(env_dir / file, f"{shown_dir}/{file}", out)
    for file, text in texts.items():
        if text is not None and layout.TODO_MARKER in text:
            out.warning(f"{shown_dir}/{file}", "", "still holds TODO markers: finish it before the pull request")
    document = texts.get(layout.DOCUMENT)
    if document is not None:
        for needle in ("GET /api/state", "POST /api/reset"):
            if needle not in document:
                out.error(
                    f"{shown_dir}/{layout.DOCUMENT}",
                    "",
                    f"does not describe {needle}: an agent cannot build a scorable app without the state protocol "
                    "(paste contracts/STATE_PROTOCOL.md)",
                )
    references = texts.get(layout.REFERENCES)
    if references is not None:
        check_references_md(env_dir, shown_dir, references, out)
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
        document=document,
    )
    check_all(files, out)
    if docs.get(layout.WALKS) is not None and files.contract is not None:
        check_walks(docs[layout.WALKS], files.contract, f"{shown_dir}/{layout.WALKS}", out)
    if docs.get(layout.UI_WALKS) is not None and files.contract is not None:
        check_ui_walks(docs[layout.UI_WALKS], files.contract, f"{shown_dir}/{layout.UI_WALKS}", out)


def check_walks(walks: dict[str, Any], contract: dict[str, Any], where: str, out: Collector) -> None:
    """Every call a walk or a free entry names is an endpoint of the contract."""
    calls = {e["id"] for e in contract.get("api") or []}
    for i, entry in enumerate(walks["free"]):
        if entry["call"] not in calls:
            out.error(where, f"/free/{i}/call", f"no endpoint {entry['call']!r} in contract.json api")
    for i, walk in enumerate(walks["walks"]):
        for k, step in enumerate(walk["steps"]):
            if step["call"] not in calls:
                out.error(where, f"/walks/{i}/steps/{k}/call", f"no endpoint {step['call']!r} in contract.json api")


def check_ui_walks(walks: dict[str, Any], contract: dict[str, Any], where: str, out: Collector) -> None:
    """Every screen a UI walk opens or goes to is a screen of the contract; every move is a journey step and every
    look's target a locator, as the contract's schema reads them."""
    screens = {s["id"] for s in contract.get("screens") or []}
    for i, walk in enumerate(walks["walks"]):
        if walk["start_screen"] not in screens:
            out.error(where, f"/walks/{i}/start_screen", f"no screen {walk['start_screen']!r} in contract.json screens")
        for m, move in enumerate(walk["moves"]):
            for k, step in enumerate(move):
                at = f"/walks/{i}/moves/{m}/{k}"
                try:
                    UiStep.model_validate(step)
                except ValidationError as exc:
                    out.error(where, at, f"not a journey step: {exc.errors()[0]['msg']}")
                    continue
                if step.get("screen") is not None and step["screen"] not in screens:
                    out.error(where, f"{at}/screen", f"no screen {step['screen']!r} in contract.json screens")
        for o, row in enumerate(walk["observed"]):
            for k, show in enumerate(row["shows"]):
                if "target" in show["look"]:
                    try:
                        Locator.model_validate(show["look"]["target"])
                    except ValidationError as exc:
                        out.error(
                            where, f"/walks/{i}/observed/{o}/shows/{k}/look/target", f"not a locator: {exc.errors()[0]['msg']}"
                        )


def _shown(root: Path, env_dir: Path) -> str:
    for a, b in ((env_dir.absolute(), root.absolute()), (env_dir.resolve(), root.resolve())):
        try:
            return a.relative_to(b).as_posix()
        except ValueError:
            continue
    return str(env_dir)


def validate_all(root: Path, names: list[str] | None = None) -> tuple[list[Problem], int]:
    """Validate the named environments (all when None); return problems and how many were checked."""
    names = names or list_environments(root)
    problems: list[Problem] = []
    for name in names:
        problems += validate_environment(root, name)
    return problems, len(names)
