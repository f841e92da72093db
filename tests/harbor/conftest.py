"""One fgb wheel and one export of every environment per test session, shared by every Harbor test."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.harbor.dist import build_wheel
from forgingground.harbor.export import export_all, exportable_environments

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def fgb_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(REPO, tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="session")
def harbor_tasks(tmp_path_factory: pytest.TempPathFactory, fgb_wheel: Path) -> Path:
    out = tmp_path_factory.mktemp("harbor-tasks")
    export_all(REPO, exportable_environments(REPO), out, fgb_wheel)
    return out
