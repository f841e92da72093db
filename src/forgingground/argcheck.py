"""Command-line values checked before any run starts: each problem is one line that says what to change."""

from __future__ import annotations

import math
import os
import tempfile
from pathlib import Path
from urllib.parse import urlsplit


def positive_seconds(flag: str, value: float) -> str | None:
    """A duration must be a finite number above zero."""
    if not math.isfinite(value) or value <= 0:
        return f"{flag} {value}: give a number of seconds above 0"
    return None


def http_url(flag: str, value: str) -> str | None:
    """An app's base URL: http(s)://host[:port][/path], parseable."""
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as exc:
        return f"{flag} {value!r} is not a URL ({exc}): give e.g. http://127.0.0.1:8000"
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return f"{flag} {value!r} is not an http(s) URL with a host: give e.g. http://127.0.0.1:8000"
    return None


def writable_folder(flag: str, folder: Path) -> str | None:
    """The folder exists or can be made, and a file can be written in it (tried, not guessed from permissions)."""
    for part in [folder, *folder.parents]:
        if part.exists() and not part.is_dir():
            return f"{flag} {folder}: {part} is a file, not a folder: choose another {flag}"
        if part.is_dir():
            break
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".fgb-write-check-"):
            pass
    except OSError as exc:
        return f"{flag} {folder}: cannot write there ({exc.strerror or exc}): choose a folder you can write"
    if not os.access(folder, os.W_OK):
        return f"{flag} {folder}: cannot write there: choose a folder you can write"
    return None


def writable_file(flag: str, file: Path) -> str | None:
    """A file to write: not a folder, in a folder that exists or can be made and can be written."""
    if file.is_dir():
        return f"{flag} {file}: is a folder: give the name of a file to write"
    return writable_folder(flag, file.parent) if file.parent != Path("") else None


def at_least_one(flag: str, value: int) -> str | None:
    """A count of workers or attempts."""
    return None if value >= 1 else f"{flag} {value}: give a whole number of 1 or more"


def wheel_file(flag: str, file: Path) -> str | None:
    """A built wheel: a zip archive named *.whl with a *.dist-info/WHEEL inside."""
    import zipfile

    if not file.is_file():
        return f"{flag} {file} is not a file: build one with `uv build --wheel`"
    if file.suffix != ".whl" or not zipfile.is_zipfile(file):
        return f"{flag} {file} is not a wheel (a .whl zip archive): build one with `uv build --wheel`"
    try:
        with zipfile.ZipFile(file) as archive:
            names = archive.namelist()
    except (zipfile.BadZipFile, OSError) as exc:
        return f"{flag} {file} cannot be opened as a wheel ({exc}): build one with `uv build --wheel`"
    if not any(n.endswith(".dist-info/WHEEL") for n in names):
        return f"{flag} {file} has no .dist-info/WHEEL: not a wheel; build one with `uv build --wheel`"
    return None
