"""A Playwright driver that cannot start is found before any layer runs, so evaluate refuses instead of scoring 0."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright._impl import _driver

from forgingground.browser import launch


def test_this_machines_driver_starts() -> None:
    assert launch.driver_problem() is None


def test_a_driver_missing_a_shared_library_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    node = tmp_path / "node"
    node.write_text("#!/bin/sh\necho 'node: error while loading shared libraries: libatomic.so.1: cannot open' >&2\nexit 127\n")
    node.chmod(0o755)
    monkeypatch.setattr(_driver, "compute_driver_executable", lambda: (str(node), "cli.js"))
    problem = launch.browser_problem()
    assert problem is not None and "Playwright's driver cannot run here" in problem and "libatomic.so.1" in problem
