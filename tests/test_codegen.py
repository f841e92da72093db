"""generated/ matches schemas/, and a schema changed without regeneration is caught with a diff and the fix."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from forgingground import codegen
from forgingground.cli import main

REPO = Path(__file__).resolve().parents[1]


def test_committed_models_match_schemas() -> None:
    drift = codegen.check(REPO)
    assert drift.clean, drift.diff


def test_argv_pins_determinism_flags() -> None:
    argv = codegen.codegen_argv(Path("schemas/x.schema.json"), Path("out.py"))
    for flag in ("--disable-timestamp", "--no-allow-remote-refs"):
        assert flag in argv
    assert argv[argv.index("--target-python-version") + 1] == "3.11"
    assert argv[argv.index("--formatters") + 1] == "builtin"


@pytest.fixture
def drifted_root(tmp_path: Path) -> Path:
    for folder in ("schemas", "generated"):
        shutil.copytree(REPO / folder, tmp_path / folder)
    (tmp_path / "environments").mkdir()
    schema_file = tmp_path / "schemas" / "seed.schema.json"
    schema = json.loads(schema_file.read_text())
    schema["properties"]["timezone"] = {"type": "string"}
    schema_file.write_text(json.dumps(schema, indent=2))
    return tmp_path


def test_check_fails_on_drift_with_diff_and_command(drifted_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(drifted_root), "codegen", "--check"]) == 1
    out = capsys.readouterr().out
    assert "+    timezone: str | None = None" in out
    assert "generated/seed.py (from schemas)" in out
    assert "run `nox -s codegen`" in out


def test_regenerate_fixes_drift_and_is_byte_identical(drifted_root: Path) -> None:
    codegen.regenerate(drifted_root)
    first = {p.name: p.read_bytes() for p in (drifted_root / "generated").glob("*.py")}
    assert codegen.check(drifted_root).clean
    codegen.regenerate(drifted_root)
    assert first == {p.name: p.read_bytes() for p in (drifted_root / "generated").glob("*.py")}
    assert first["seed.py"].startswith(codegen.HEADER.encode())
