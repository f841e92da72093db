"""Reports of a verification run: JSON for machines, HTML for people, JUnit XML for CI systems."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .html_report import render_html
from .junit_report import render_junit
from .sanitize import sanitize
from .summary import failed_lines, score_line, terminal_summary


def write_atomically(file: Path, text: str) -> None:
    """Write a file whole or not at all: a temporary file beside it, flushed to disk, then renamed over it."""
    fd, tmp = tempfile.mkstemp(prefix=f".{file.name}.", suffix=".tmp", dir=file.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, file)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_reports(report: dict[str, Any], out_dir: Path) -> dict[str, Path]:
    """Write report.json, report.html and junit.xml into out_dir, each atomically; return their paths.

    All three are rendered before any is replaced, so a failure while rendering leaves the previous set whole.
    """
    report = sanitize(report)  # whatever the app sent, every renderer gets text it can encode
    out_dir.mkdir(parents=True, exist_ok=True)
    files = {"json": out_dir / "report.json", "html": out_dir / "report.html", "junit": out_dir / "junit.xml"}
    texts = {
        "json": json.dumps(report, indent=2, default=str) + "\n",
        "html": render_html(report),
        "junit": render_junit(report),
    }
    for kind in ("html", "junit", "json"):  # report.json last: its run id says the set is whole
        write_atomically(files[kind], texts[kind])
    return files


__all__ = [
    "failed_lines",
    "render_html",
    "render_junit",
    "sanitize",
    "score_line",
    "terminal_summary",
    "write_atomically",
    "write_reports",
]
