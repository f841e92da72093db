"""`fgb gold`/`fgb baseline`: every run writes into a folder of its own with a `latest` symlink; unknown
environments are usage errors."""

from __future__ import annotations

from pathlib import Path

from forgingground.cli import main
from forgingground.gold import new_run_dir


def test_each_run_gets_its_own_folder_and_latest_points_at_the_newest(tmp_path: Path) -> None:
    first = new_run_dir(tmp_path / "gold")
    second = new_run_dir(tmp_path / "gold")
    assert first != second and first.is_dir() and second.is_dir()
    latest = tmp_path / "gold" / "latest"
    assert latest.is_symlink() and latest.resolve() == second.resolve()
    assert [p.name for p in (tmp_path / "gold").glob(".latest-*")] == [], "no staging link left behind"


def test_unknown_environment_is_a_usage_error(capsys) -> None:
    assert main(["gold", "nosuchenv", "--layers", "leaf"]) == 2
    err = capsys.readouterr().err
    assert "no environment with a gold app named nosuchenv" in err and "google-tasks" in err
