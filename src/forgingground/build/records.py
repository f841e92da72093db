"""Read a result.json that anyone may have written: a regular file, small, JSON without NaN, shallow, valid
against schemas/result.schema.json; otherwise a RecordError naming the file, the JSON pointer and the fix."""

from __future__ import annotations

import json
import stat
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from .. import paths

MAX_RECORD_BYTES = 1_000_000  # a result record is a few hundred bytes; anything this big is not one


class RecordError(Exception):
    """A result record that cannot be used; the message starts with the file's path."""


@cache
def _validator(root: Path) -> jsonschema.Draft202012Validator:
    schema = json.loads((paths.schemas_dir(root) / "result.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def read_result(file: Path, root: Path) -> dict[str, Any]:
    """The record in `file`, checked; raises RecordError."""
    try:
        info = file.stat()
    except OSError as exc:
        raise RecordError(f"{file}: cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(f"{file}: not a regular file (a FIFO, a device or a folder): pass result.json files")
    if info.st_size > MAX_RECORD_BYTES:
        raise RecordError(f"{file}: {info.st_size} bytes, more than a result record ever holds ({MAX_RECORD_BYTES})")
    try:
        record = json.loads(file.read_bytes().decode("utf-8"), parse_constant=_no_constants)
    except RecursionError:
        raise RecordError(f"{file}: nested too deeply to be a result record") from None
    except (OSError, ValueError) as exc:
        raise RecordError(f"{file}: not a readable JSON result record ({exc})") from None
    if not isinstance(record, dict):
        raise RecordError(f"{file}: /: a result record is a JSON object, not {type(record).__name__}")
    for key in ("agent", "environment", "scores"):
        if key not in record:
            raise RecordError(f"{file}: /{key} is missing: is this a result.json written by `fgb evaluate`?")
    errors = sorted(_validator(root).iter_errors(record), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        pointer = "/" + "/".join(str(p) for p in first.absolute_path)
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise RecordError(f"{file}:{pointer}: {first.message[:200]}{more}: is this a result.json written by `fgb evaluate`?")
    if not (paths.environments_dir(root) / record["environment"] / "meta.json").is_file():
        raise RecordError(f"{file}:/environment: unknown environment {record['environment']!r}: `fgb validate` lists them")
    return record
