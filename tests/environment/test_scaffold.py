"""`fgb new` writes every required file, validates without errors, and refuses bad names."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.cli import main
from forgingground.environment import REQUIRED_FILES, Severity, validate_environment


def test_new_environment_has_every_file_and_only_warnings(env_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(env_root), "new", "shop-lite"]) == 0
    for rel in REQUIRED_FILES:
        assert (env_root / "environments" / "shop-lite" / rel).is_file(), rel
    problems = validate_environment(env_root, "shop-lite")
    assert problems, "the skeleton should point at its TODOs"
    assert {p.severity for p in problems} == {Severity.WARNING}
    assert any("TODO" in p.message for p in problems)


@pytest.mark.parametrize("name", ["Shop", "shop_lite", "x y", "a/b", "é"])
def test_bad_names_are_refused(env_root: Path, name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(env_root), "new", name]) == 2
    assert "not a valid environment name" in capsys.readouterr().err


def test_existing_folder_is_refused(env_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(env_root), "new", "notes"]) == 2
    assert "already exists" in capsys.readouterr().err
