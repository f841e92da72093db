"""A submission's result records before they join the board: well-formed, scored against today's brief, naming the
submission they scored (sha256), that submission present and unchanged, and a seeded sample re-scored to the same
numbers. Every problem is collected and returned as `file: message`; nothing is raised for a bad record."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

from ..build.brief import brief_version
from ..build.policy import load_policy
from ..build.records import RecordError, read_result
from ..build.submission_hash import submission_sha256
from ..engine.scoring import PASS_LAYERS

LAYER_NAMES = {"leaf_pass": "leaf", "mid_pass": "mid", "root_pass": "root", "visual": "visual"}


def current_brief(root: Path, env: str) -> str:
    meta = json.loads((root / "environments" / env / "meta.json").read_text(encoding="utf-8"))
    return brief_version(meta["version"], load_policy(root).version)


def record_files(sources: list[Path]) -> list[Path]:
    files: list[Path] = []
    for source in sources:
        files += sorted(source.rglob("*.json")) if source.is_dir() else [source]
    return files


def submission_folder(record_file: Path, records_root: Path, submissions: Path) -> Path:
    """RECORDS/<agent>/<name>.json scored SUBMISSIONS/<agent>/<name>/."""
    rel = record_file.relative_to(records_root) if record_file.is_relative_to(records_root) else Path(record_file.name)
    return submissions / rel.with_suffix("")


def rescore(root: Path, record: dict[str, Any], folder: Path) -> dict[str, Any]:
    """The scores `fgb evaluate` gives the submission now, on the layers the record scored."""
    from ..build.evaluate import evaluate

    layers = tuple(LAYER_NAMES[k] for k in PASS_LAYERS if record["scores"].get(k) is not None) or ("leaf",)
    with tempfile.TemporaryDirectory(prefix="fgb-rescore-") as out:
        return evaluate(root, folder, record["environment"], Path(out), layers=layers, db="sqlite")["scores"]


def check(
    sources: list[Path], root: Path, submissions: Path | None = None, sample: int = 0, seed: int = 0
) -> tuple[list[str], int]:
    """(problems, records checked). sample records whose submission is present are re-evaluated and must match."""
    problems: list[str] = []
    present: list[tuple[Path, dict[str, Any], Path]] = []
    records_root = sources[0] if len(sources) == 1 and sources[0].is_dir() else Path("/")
    files = record_files(sources)
    for file in files:
        try:
            record = read_result(file, root)
        except RecordError as exc:
            problems.append(str(exc))
            continue
        now = current_brief(root, record["environment"])
        if record["brief_version"] != now:
            problems.append(
                f"{file}: scored against brief {record['brief_version']}; the board is for {now}: rerun against the current brief"
            )
        digest = record.get("submission_sha256")
        if not digest:
            problems.append(f"{file}: no submission_sha256: rerun `fgb evaluate` (it records the submission's hash)")
            continue
        if submissions is None:
            continue
        folder = submission_folder(file, records_root, submissions)
        if not folder.is_dir():
            problems.append(f"{file}: its submission is missing: expected the folder {folder}")
        elif submission_sha256(folder) != digest:
            problems.append(f"{file}: {folder} is not the submission this record scored (sha256 differs)")
        else:
            present.append((file, record, folder))
    for file, record, folder in random.Random(seed).sample(present, min(sample, len(present))):
        again = rescore(root, record, folder)
        differ = sorted(k for k, v in record["scores"].items() if v is not None and again.get(k) != v)
        if differ:
            shown = ", ".join(f"{k} {record['scores'][k]} -> {again.get(k)}" for k in differ)
            problems.append(f"{file}: re-scored differently ({shown})")
    return problems, len(files)
