"""Start the notes test app in a chosen mode, as the engine would start any app under test."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.environment import load_environment

APPS = Path(__file__).parent / "apps"
NOTES_ENV = Path(__file__).parents[1] / "fixtures" / "environments" / "notes"


def notes_command() -> str:
    return f"{sys.executable} -m uvicorn notes_app:app --app-dir {APPS} --port {{port}} --log-level warning"


@pytest.fixture(scope="session")
def notes_env():
    return load_environment(NOTES_ENV)


@pytest.fixture(scope="session")
def notes_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], str]]:
    """notes_app(mode) -> base URL; each mode's process is started once and stopped at the end."""
    running: dict[str, AppProcess] = {}
    logs = tmp_path_factory.mktemp("app-logs")

    def start(mode: str) -> str:
        if mode not in running:
            app = AppProcess(notes_command(), logs / f"{mode}.log", env={"NOTES_MODE": mode})
            running[mode] = app.__enter__()
        return running[mode].url

    yield start
    for app in running.values():
        app.stop()


@pytest.fixture(scope="module")
def notes_ui(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], str]]:
    """notes_ui(mode) -> base URL of apps/notes_ui.py (the notes app with a small page) in that NOTES_UI_MODE."""
    running: dict[str, AppProcess] = {}
    logs = tmp_path_factory.mktemp("notes-ui")

    def start(mode: str) -> str:
        if mode not in running:
            command = f"{sys.executable} {APPS / 'notes_ui.py'} {{port}}"
            running[mode] = AppProcess(command, logs / f"{mode}.log", env={"NOTES_UI_MODE": mode}).__enter__()
        return running[mode].url

    yield start
    for app in running.values():
        app.stop()
