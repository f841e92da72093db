"""Finding Chromium: FG_CHROMIUM first, then Playwright's own, then Debian's; a clear message when there is none."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from forgingground.browser import launch


def executable(path: Path) -> str:
    path.write_text("#!/bin/sh\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def test_fg_chromium_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mine = executable(tmp_path / "chrome")
    monkeypatch.setenv("FG_CHROMIUM", mine)
    assert launch.find_chromium(managed=executable(tmp_path / "managed")) == mine


def test_managed_before_debian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FG_CHROMIUM", raising=False)
    managed = executable(tmp_path / "managed")
    assert launch.find_chromium(managed=managed) == managed


def test_nothing_found_gives_the_install_hint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FG_CHROMIUM", str(tmp_path / "missing"))
    monkeypatch.setattr(launch, "DEBIAN_CHROMIUM", tmp_path / "no-debian")
    assert launch.find_chromium(managed=str(tmp_path / "nope")) is None
    assert "playwright install chromium" in launch.INSTALL_HINT and "apt-get install chromium" in launch.INSTALL_HINT
