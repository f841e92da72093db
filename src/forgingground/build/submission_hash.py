"""A submission's identity for result records: one sha256 over its files, so a record names exactly what it scored.

Hashed: every regular file and symlink under the folder, by its relative POSIX path, sorted; a file by the sha256 of
its bytes, a symlink by its target. Skipped, as things a build or a run makes: .git, __pycache__, node_modules,
.venv, and *.pyc. The same tree gives the same hash on any machine, whatever its file system's order.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

SKIPPED_DIRS = frozenset({".git", "__pycache__", "node_modules", ".venv"})


def submission_sha256(folder: Path) -> str:
    """SUBMISSION_HASH in code: hex sha256 of `path\\0kind\\0digest\\n` lines in path order."""
    entries: list[tuple[str, str, str]] = []
    for here, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and not (Path(here) / d).is_symlink())
        links = [d for d in os.listdir(here) if (Path(here) / d).is_symlink() and (Path(here) / d).is_dir()]
        for name in sorted({*files, *links}):
            path = Path(here) / name
            rel = path.relative_to(folder).as_posix()
            if name.endswith(".pyc"):
                continue
            if path.is_symlink():
                entries.append((rel, "link", hashlib.sha256(os.readlink(path).encode()).hexdigest()))
            elif path.is_file():
                entries.append((rel, "file", _file_digest(path)))
    total = hashlib.sha256()
    for rel, kind, digest in sorted(entries):
        total.update(f"{rel}\0{kind}\0{digest}\n".encode())
    return total.hexdigest()


def _file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
