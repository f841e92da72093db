"""The gold gmail app, started once per test session as the engine starts any app (uvicorn on a free port)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def gmail_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "gmail"), tmp_path_factory.mktemp("gmail") / "app.log", cwd=REPO) as app:
        yield app.url
