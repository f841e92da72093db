"""Briefs of every environment, written once per session into a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.build import write_brief

REPO = Path(__file__).resolve().parents[2]
ENVIRONMENTS = sorted(p.name for p in (REPO / "environments").iterdir() if (p / "contract.json").is_file())


@pytest.fixture(scope="session")
def briefs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict]]:
    """env -> (bundle folder, summary) for every environment of the checkout."""
    out = tmp_path_factory.mktemp("briefs")
    return {env: (out / env, write_brief(REPO, env, out / env)) for env in ENVIRONMENTS}
