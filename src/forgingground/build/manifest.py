"""fgb.toml, the submission manifest: parse the TOML, check it against schemas/submission.schema.json, list every problem."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import jsonschema

from .. import paths
from ..generated.submission import Submission

MANIFEST = "fgb.toml"


class ManifestError(Exception):
    """fgb.toml is missing, not TOML, or breaks the schema; `problems` holds one `fgb.toml:/pointer: message` each."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def _pointer(path: list[object]) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path)


def check_manifest(doc: dict, root: Path) -> list[str]:
    """Every schema problem of a parsed manifest, sorted by pointer; empty when it is valid."""
    schema = json.loads((paths.schemas_dir(root) / "submission.schema.json").read_text(encoding="utf-8"))
    errors = sorted(
        jsonschema.Draft202012Validator(schema).iter_errors(doc), key=lambda e: (list(map(str, e.absolute_path)), e.message)
    )
    problems = []
    for e in errors:
        message = e.message
        if e.validator == "pattern" and e.absolute_path and e.absolute_path[-1] == "start":
            port = "{ui_port} or $UI_PORT" if e.absolute_path[0] == "ui" else "{port} or $PORT"
            message = f"the start command must use {port} to listen where the evaluator says"
        elif e.validator == "pattern" and e.absolute_path and e.absolute_path[-1] == "workdir":
            message = f"{e.instance!r} must be a relative folder inside the submission (no leading /, no ..)"
        problems.append(f"{MANIFEST}:{_pointer(list(e.absolute_path))}: {message}")
    return problems


def load_manifest(submission: Path, root: Path) -> Submission:
    """The manifest of a submission folder; raises ManifestError listing every problem."""
    file = submission / MANIFEST
    if not file.is_file():
        raise ManifestError(
            [f"{MANIFEST}:/: missing: write {file} ([agent] name, [app] start; see `fgb brief`'s instruction.md)"]
        )
    try:
        doc = tomllib.loads(file.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ManifestError([f"{MANIFEST}:/: not valid TOML: {exc}"]) from exc
    problems = check_manifest(doc, root)
    for section in ("app", "ui"):
        workdir = (doc.get(section) or {}).get("workdir") if isinstance(doc.get(section), dict) else None
        if isinstance(workdir, str) and not problems and not (submission / workdir).is_dir():
            problems.append(f"{MANIFEST}:/{section}/workdir: folder {workdir!r} does not exist in {submission}")
        elif isinstance(workdir, str) and not problems and not _inside(submission / workdir, submission):
            problems.append(f"{MANIFEST}:/{section}/workdir: {workdir!r} leads out of the submission (a symlink or ..)")
    problems += [f"{MANIFEST}:/: {link}" for link in links_out(submission)]
    if problems:
        raise ManifestError(problems)
    return Submission.model_validate(doc)


def _inside(path: Path, folder: Path) -> bool:
    return path.resolve().is_relative_to(folder.resolve())


def links_out(submission: Path, limit: int = 20) -> list[str]:
    """Symlinks in the submission whose target lies outside it: refused, so nothing outside is read through them."""
    found = []
    for link in sorted(p for p in submission.rglob("*") if p.is_symlink()):
        if ".git" in link.relative_to(submission).parts:
            continue
        if not _inside(link, submission):
            found.append(
                f"symlink {link.relative_to(submission)} points out of the submission ({link.readlink()}): copy the file in instead"
            )
        if len(found) == limit:
            break
    return found
