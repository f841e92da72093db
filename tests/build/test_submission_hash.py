"""A submission's sha256: the same files give the same hash in any order; a byte, a name or a link changes it; what a
build or a run makes (.git, __pycache__, node_modules, .venv, *.pyc) does not."""

from __future__ import annotations

import os
from pathlib import Path

from forgingground.build.submission_hash import submission_sha256


def tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


FILES = {"fgb.toml": "[agent]\nname='a'\n", "app/main.py": "print(1)\n", "app/ui/index.html": "<p>x</p>"}


def test_same_files_in_another_order_give_the_same_hash(tmp_path: Path) -> None:
    a = tree(tmp_path / "a", FILES)
    b = tree(tmp_path / "b", dict(reversed(FILES.items())))
    assert submission_sha256(a) == submission_sha256(b)


def test_a_byte_a_name_or_a_new_file_changes_it(tmp_path: Path) -> None:
    base = submission_sha256(tree(tmp_path / "base", FILES))
    assert submission_sha256(tree(tmp_path / "byte", FILES | {"app/main.py": "print(2)\n"})) != base
    renamed = {("app/server.py" if k == "app/main.py" else k): v for k, v in FILES.items()}
    assert submission_sha256(tree(tmp_path / "name", renamed)) != base
    assert submission_sha256(tree(tmp_path / "more", FILES | {"README": ""})) != base
    moved = {"fgb.toml": FILES["fgb.toml"], "app/main.py": FILES["app/main.py"], "app/index.html": "<p>x</p>"}
    assert submission_sha256(tree(tmp_path / "moved", moved)) != base


def test_what_a_build_or_run_makes_is_skipped_and_a_link_counts_by_its_target(tmp_path: Path) -> None:
    base = submission_sha256(tree(tmp_path / "base", FILES))
    made = {".git/HEAD": "ref", "node_modules/x/i.js": "1", "app/__pycache__/m.pyc": "b", ".venv/bin/python": "", "a.pyc": ""}
    assert submission_sha256(tree(tmp_path / "made", FILES | made)) == base
    linked = tree(tmp_path / "linked", FILES)
    os.symlink("app/main.py", linked / "main.py")
    other = tree(tmp_path / "other", FILES)
    os.symlink("app/ui/index.html", other / "main.py")
    assert len({base, submission_sha256(linked), submission_sha256(other)}) == 3
