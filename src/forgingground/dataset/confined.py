"""Paths that data names stay inside the folder that names them: no absolute paths, no `..`, no symlinks on the way.

One check for the validator (which reports) and for anything that copies an environment's files elsewhere (the site
generator, which refuses): a file outside the repository must never be read or published because a path said so.
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath


def lexical_escape(rel: object, where: str) -> str | None:
    """Why the text `rel` cannot name a file inside `where` (absolute, `..`, backslash); None when it can."""
    if not isinstance(rel, str) or not rel.strip():
        return f"is not a relative path: name a file inside {where}"
    if "\\" in rel or "\x00" in rel:
        return f"{rel!r} holds a backslash or NUL: use forward slashes and plain names"
    parts = PurePosixPath(rel).parts
    if PurePosixPath(rel).is_absolute() or (parts and ":" in parts[0]):
        return f"{rel!r} is absolute: name it relative to {where}"
    if ".." in parts:
        return f"{rel!r} climbs out with '..': name a file inside {where}"
    return None


def escape(base: Path, rel: object) -> str | None:
    """Why `rel`, a relative path named by data under `base`, may not be followed; None when it stays inside."""
    lexical = lexical_escape(rel, f"{base.name}/")
    if lexical is not None:
        return lexical
    assert isinstance(rel, str)
    if base.is_symlink():
        return f"{base.name}/ is itself a symlink: nothing under it is followed"
    here = base
    for part in PurePosixPath(rel).parts:
        here = here / part
        if here.is_symlink():
            return f"{rel!r} passes through a symlink ({part}): commit the file itself, symlinks are refused"
    try:
        here.resolve().relative_to(base.resolve())
    except ValueError:
        return f"{rel!r} resolves outside {base.name}/"
    return None


def inside(base: Path, rel: object) -> bool:
    """True when `rel` may be followed: the yes/no form of escape(), for code that copies or publishes files."""
    return escape(base, rel) is None


def symlinks(folder: Path) -> list[Path]:
    """Every symlink (file or folder) under `folder`, never following one; sorted."""
    found: list[Path] = []
    for top, dirs, files in os.walk(folder, followlinks=False):
        for name in (*dirs, *files):
            if os.path.islink(os.path.join(top, name)):
                found.append(Path(top, name))
    return sorted(found)
