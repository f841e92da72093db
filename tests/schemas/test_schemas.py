"""Every schema is a valid 2020-12 schema and accepts its positive fixtures and rejects its negative ones."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

REPO = Path(__file__).resolve().parents[2]
SCHEMAS = sorted((REPO / "schemas").glob("*.schema.json"))
FIXTURES = Path(__file__).parent / "fixtures"


def _schema(name: str) -> dict:
    return json.loads((REPO / "schemas" / f"{name}.schema.json").read_text())


def _cases(kind: str) -> list[tuple[str, Path]]:
    return [(f.parent.parent.name, f) for f in sorted(FIXTURES.glob(f"*/{kind}/*.json"))]


@pytest.mark.parametrize("schema_file", SCHEMAS, ids=lambda p: p.name)
def test_schema_is_valid_against_metaschema(schema_file: Path) -> None:
    schema = json.loads(schema_file.read_text())
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("schema_file", SCHEMAS, ids=lambda p: p.name)
def test_every_schema_has_positive_and_negative_fixtures(schema_file: Path) -> None:
    name = schema_file.name.removesuffix(".schema.json")
    assert list((FIXTURES / name / "valid").glob("*.json")), f"no valid fixture for {name}"
    assert list((FIXTURES / name / "invalid").glob("*.json")), f"no invalid fixture for {name}"


@pytest.mark.parametrize(("schema", "fixture"), _cases("valid"), ids=lambda x: getattr(x, "stem", x))
def test_valid_fixture_is_accepted(schema: str, fixture: Path) -> None:
    validator = jsonschema.Draft202012Validator(_schema(schema), format_checker=jsonschema.FormatChecker())
    assert [e.message for e in validator.iter_errors(json.loads(fixture.read_text()))] == []


@pytest.mark.parametrize(("schema", "fixture"), _cases("invalid"), ids=lambda x: getattr(x, "stem", x))
def test_invalid_fixture_is_rejected(schema: str, fixture: Path) -> None:
    validator = jsonschema.Draft202012Validator(_schema(schema), format_checker=jsonschema.FormatChecker())
    assert list(validator.iter_errors(json.loads(fixture.read_text()))), f"{fixture.name} should be rejected"
