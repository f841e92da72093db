"""Shared fixtures: a throwaway dataset root holding the real schemas and the notes fixture environment."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import file_seconds
import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Longest files first, by their seconds in a CI run (tests/file_seconds.json): each file runs on one worker, and a
    long file started last held the suite open alone (an 80-second file, in the last minutes of a 20-minute run).
    Stable: a file's tests keep their order, and files of equal weight keep pytest's."""
    seconds = file_seconds.load()
    items.sort(key=lambda item: -seconds.get(item.nodeid.split("::")[0], 0.0))


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


@pytest.fixture(scope="session")
def gmail_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The gold gmail app, started once per test session as the engine starts any app (uvicorn on a free port)."""
    with AppProcess(gold_command(REPO, "gmail"), tmp_path_factory.mktemp("gmail") / "app.log", cwd=REPO) as app:
        yield app.url
