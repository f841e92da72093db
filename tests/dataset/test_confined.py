"""Paths named by data stay inside their folder: `..`, absolute paths and symlinks anywhere on the way are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.dataset.confined import escape, inside, lexical_escape, symlinks


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    env = tmp_path / "env"
    (env / "references").mkdir(parents=True)
    (env / "references" / "a.png").write_bytes(b"png")
    (tmp_path / "secret.png").write_bytes(b"outside")
    return env


def test_a_plain_relative_path_inside_is_followed(folder: Path) -> None:
    assert escape(folder, "references/a.png") is None and inside(folder, "references/a.png")


@pytest.mark.parametrize(
    ("rel", "why"),
    [
        ("../secret.png", "climbs out"),
        ("references/../../secret.png", "climbs out"),
        ("/etc/hostname", "is absolute"),
        ("C:/x.png", "is absolute"),
        ("references\\a.png", "backslash"),
        ("", "not a relative path"),
        (None, "not a relative path"),
    ],
)
def test_escapes_are_refused(folder: Path, rel: object, why: str) -> None:
    message = escape(folder, rel)
    assert message is not None and why in message
    assert not inside(folder, rel)


def test_a_symlinked_file_or_folder_on_the_way_is_refused(folder: Path) -> None:
    (folder / "references" / "b.png").symlink_to(folder.parent / "secret.png")
    (folder / "linked").symlink_to(folder / "references", target_is_directory=True)
    assert "symlink" in (escape(folder, "references/b.png") or "")
    assert "symlink" in (escape(folder, "linked/a.png") or "")
    assert symlinks(folder) == [folder / "linked", folder / "references" / "b.png"]


def test_nothing_under_a_symlinked_folder_is_followed(folder: Path) -> None:
    (folder.parent / "alias").symlink_to(folder, target_is_directory=True)
    assert "itself a symlink" in (escape(folder.parent / "alias", "references/a.png") or "")


def test_lexical_check_needs_no_file_system() -> None:
    assert lexical_escape("googleapiclient/discovery_cache/documents/gmail.v1.json", "the package") is None
    assert "climbs out" in (lexical_escape("../../etc/passwd", "the package") or "")
