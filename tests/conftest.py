"""Shared fixtures: a throwaway dataset root holding the real schemas and the notes fixture environment."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def env_root(tmp_path: Path) -> Path:
    """A dataset root with schemas/ and environments/notes/ (a copy, safe to corrupt)."""
    shutil.copytree(REPO / "schemas", tmp_path / "schemas")
    shutil.copytree(FIXTURES / "environments" / "notes", tmp_path / "environments" / "notes")
    return tmp_path


JsonEdit = Callable[[Any], Any]


@pytest.fixture
def edit_json(env_root: Path) -> Callable[[str, JsonEdit], None]:
    """Rewrite one JSON file of the notes environment through a function."""

    def edit(rel: str, change: JsonEdit) -> None:
        file = env_root / "environments" / "notes" / rel
        data = json.loads(file.read_text())
        result = change(data)
        file.write_text(json.dumps(data if result is None else result, indent=2))

    return edit
