"""Validate JSON documents against the schemas in schemas/, reporting each error at its JSON pointer."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import jsonschema_rs

from .problems import Collector, pointer


@cache
def validator_for(schema_file: Path) -> jsonschema.Draft202012Validator:
    """A compiled validator per schema file, checked against the 2020-12 metaschema first."""
    schema = json.loads(schema_file.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


@cache
def _fast_file(schema_file: Path) -> Any:
    return jsonschema_rs.Draft202012Validator(json.loads(schema_file.read_text()), validate_formats=True)


@cache
def _fast_inline(schema_text: str) -> Any:
    return jsonschema_rs.Draft202012Validator(json.loads(schema_text))


# Valid documents, the common case, are confirmed by the compiled (Rust) validator; only invalid ones go
# through python-jsonschema, whose messages and paths the problems report.


def _best_message(error: jsonschema.ValidationError) -> str:
    if error.validator == "additionalProperties":
        return f"{error.message} (check the spelling: the schema lists the allowed keys)"
    if error.validator in ("oneOf", "anyOf") and error.context:
        best = jsonschema.exceptions.best_match(error.context)
        return f"{error.message.split(' is not valid under')[0][:80]} does not match: {best.message}"
    return error.message


def check_against(schema_file: Path, data: Any, shown: str, out: Collector, prefix: tuple[object, ...] = ()) -> bool:
    """Record every schema error of `data`; return True when it is valid."""
    if _fast_file(schema_file).is_valid(data):
        return True
    ok = True
    for error in sorted(validator_for(schema_file).iter_errors(data), key=lambda e: list(map(str, e.absolute_path))):
        out.error(shown, pointer(*prefix, *error.absolute_path), _best_message(error))
        ok = False
    return ok


@cache
def _inline_problem(schema_text: str) -> str | None:
    try:
        jsonschema.Draft202012Validator.check_schema(json.loads(schema_text))
    except jsonschema.SchemaError as exc:
        return f"{exc.message} (at {'/'.join(map(str, exc.absolute_path)) or 'the top'})"
    return None


def schema_problem(schema: Any) -> str | None:
    """Why a schema held inside a file (an op's params schema) is not a valid 2020-12 schema; None when it is."""
    return _inline_problem(json.dumps(schema, sort_keys=True))


def check_inline(schema: dict[str, Any], data: Any, shown: str, out: Collector, prefix: tuple[object, ...], what: str) -> None:
    """Validate data against a schema held inside a file (an op's params schema)."""
    text = json.dumps(schema, sort_keys=True)
    if _inline_problem(text) is not None:
        out.error(shown, pointer(*prefix), f"{what}: cannot be checked, its params schema in contract.asserts_vocab is invalid")
        return
    try:
        if _fast_inline(text).is_valid(data):
            return
    except (ValueError, jsonschema_rs.ValidationError):
        pass  # an invalid params schema: reported below
    try:
        validator = jsonschema.Draft202012Validator(schema)
        errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    except jsonschema.SchemaError as exc:
        out.error(shown, pointer(*prefix), f"{what}: its params schema is itself invalid: {exc.message}")
        return
    for error in errors:
        out.error(shown, pointer(*prefix, *error.absolute_path), f"{what}: {_best_message(error)}")
